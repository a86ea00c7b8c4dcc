// The workspace's rules, plus the server's own: no import cycle between its files
// (docs/decisions/server-feature-shape.md).
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import workspace from '../../eslint.config.js';

export default [
  ...workspace,
  {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Read .ts files for their imports (the default reads .js only).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Sources import `./x.js` for `./x.ts` (NodeNext); packages resolve as Node does.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      // Type-only imports vanish at run time but still tie files together: they count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
