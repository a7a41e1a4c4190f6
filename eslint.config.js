// ESLint flat config: typescript-eslint's recommended rules everywhere, a few type-aware rules on the
// TypeScript that belongs to a tsconfig, and the React hooks rules for the web app.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files that a tsconfig includes, so the type-aware rules can ask the type checker about them. */
const typedFiles = [
  'api/src/**/*.ts',
  'schema/rules/**/*.ts',
  'web/src/**/*.{ts,tsx}',
  'test/**/*.ts',
  'bench/**/*.ts',
];
const tsconfigs = ['api/tsconfig.json', 'web/tsconfig.json', 'test/tsconfig.json', 'bench/tsconfig.json'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'web/src/gql/',
    'migrations/.snapshot.json',
    '.data/',
    '.tmp/',
    'temp/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Only the rules that catch real bugs (forgotten awaits, promises where a value is expected); their
    // cost is building each program once. Listed explicitly because schema/ has no tsconfig of its own
    // (the api's includes it), which the project service would not find.
    files: typedFiles,
    languageOptions: { parserOptions: { project: tsconfigs, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
]);
