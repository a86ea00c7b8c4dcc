// react-router's package exports name only its development build, whose dev warnings
// (`ENABLE_DEV_WARNINGS = true`) stay in the bundle: every route's entry carried them (issue 18).
// The build takes the production build the package ships beside it, the same code with the
// warnings off; `vite dev` and the tests keep the warnings.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = join(
    dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    name: 'loci-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
