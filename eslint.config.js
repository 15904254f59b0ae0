import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The client never bundles server or database code; it may import their types. date-fns
    // comes by function ('date-fns/format'): the server loads src/shared without tree shaking,
    // and the whole date-fns index costs most of a second of every cold start.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'date-fns', message: "Import each function from its own path, such as 'date-fns/format'." }],
          patterns: [
            {
              group: ['**/db/**', '**/server/**'],
              allowTypeImports: true,
              message: 'The client may import server types only (the router type).',
            },
          ],
        },
      ],
    },
  },
  {
    // The walls of STYLE.md "Layout": the server never imports client folders (what both sides
    // agree on lives in src/shared), src/shared imports nothing but itself, and features do not
    // import each other (route components in src/app compose them).
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    // A component test may draw on another feature's real components, as a route does.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['server/**', 'src/**', 'db/**'],
      'boundaries/elements': [
        { type: 'server', pattern: 'server' },
        { type: 'importer', pattern: 'db/import' },
        { type: 'database', pattern: 'db' },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'client', pattern: 'src/(app|lib|components|styles|test)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: { element: { type: 'server' } }, disallow: { to: { element: { types: { anyOf: ['feature', 'client'] } } } } },
            { from: { element: { type: 'shared' } }, disallow: { to: { element: { type: '!shared' } } } },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime never imports the content importer: only the boot sequence runs an import.
    files: ['server/**/*.ts'],
    ignores: ['server/start.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/import/**'],
              message: 'The runtime reads content through src/shared (file schemas) and the database, never the importer.',
            },
            { group: ['**/src/*.tsx'], message: 'The server loads the built client (dist/server), never its source.' },
          ],
        },
      ],
    },
  },
);
