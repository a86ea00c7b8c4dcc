// One flat config for the whole workspace; each package runs `eslint .` from its folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The portal's one road to the server (docs/architecture.md): SWR, fetch and XMLHttpRequest
    // only inside `api/`; screens and features use its client and hooks. Tests may fake them.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'swr',
              message: 'Read through api/callHooks.tsx (useCall, useRead, useSave, useCallCache).',
            },
            // One zod in the portal's bundle: the contract's schemas are zod/mini (issue 18).
            ...['zod', 'zod/v4', 'zod/v3'].map((name) => ({
              name,
              message: "Use 'zod/mini', as the contract does: classic zod would add ~21 KB gz.",
            })),
          ],
          patterns: [
            {
              group: ['swr/*'],
              message: 'Read and save through api/callHooks.tsx (useCall, useSave, useAction).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through the API client (api/apiClient.ts).' },
        {
          name: 'XMLHttpRequest',
          message: 'Upload through the API client (api/apiClient.ts `upload`).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) => [
          {
            object,
            property: 'fetch',
            message: 'Call the server through the API client (api/apiClient.ts).',
          },
          {
            object,
            property: 'XMLHttpRequest',
            message: 'Upload through the API client (api/apiClient.ts `upload`).',
          },
        ]),
      ],
    },
  },
  {
    // No import cycle between the portal's files, `import()` included: a lazy screen or widget
    // that imports back the file that loads it (docs/decisions/portal-one-road.md). The server
    // has the same rule (apps/lab-api/eslint.config.js).
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read .ts and .tsx files for their imports (the default reads .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The portal imports `./x.tsx` by its own name (Vite); packages resolve as Node does.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
