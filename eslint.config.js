// ESLint flat config: typescript-eslint's recommended rules everywhere, a few type-aware rules on the
// TypeScript that belongs to a tsconfig, the React hooks rules for the web app, and the rooms' import
// boundaries (ARCHITECTURE.md).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files that a tsconfig includes, so the type-aware rules can ask the type checker about them. */
const typedFiles = [
  'api/src/**/*.ts',
  'schema/rules/**/*.ts',
  'schema/uploads/**/*.ts',
  'web/src/**/*.{ts,tsx}',
  'test/**/*.ts',
  'bench/**/*.ts',
];
// The tests' program holds the api, the schema and the benchmarks too: two programs type the whole repository.
const tsconfigs = ['web/tsconfig.json', 'test/tsconfig.json'];

/** An import that no room below the front door may make: the front door itself, or the program's entry points. */
const frontDoor = {
  regex: String.raw`^(\.\./)+(server/|app\.ts$|main\.ts$)`,
  message: 'Only the front door imports server/.',
};
const apiFromWeb = {
  regex: String.raw`(^|/)api/`,
  message: 'The web app talks to the api over GraphQL, never by import.',
};
/**
 * SQL text handed straight to a driver (`em.execute('...')`, `client.query(`...`)`): hand-written statements are
 * `sql` fragments kept in their module's *.sql.ts and run through the SQL kit, api/src/core/sql.ts
 * (docs/decisions/mikro-orm-7.md).
 */
const stringSql = {
  selector: String.raw`CallExpression[callee.property.name=/^(execute|query)$/] > :matches(Literal[raw=/^['"]/], TemplateLiteral).arguments:first-child`,
  message: "SQL text: write the statement with the sql tag in the module's *.sql.ts and run it through core/sql.ts.",
};

/** The rule that refuses imports matching any of `patterns`. */
const refuse = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const up = (depth) => String.raw`^(\.\./){${depth}}`;

/** An adapter: a GraphQL resolver and its types (`*.graphql.ts`) or a REST route table (`*.rest.ts`). */
const adapterFile = String.raw`[\w.-]+\.(graphql|rest)\.ts$`;
/** A service or entity sits below the adapters that call it. */
const servicesNeverImportAdapters = {
  regex: String.raw`\.(graphql|rest)\.ts$`,
  message: 'Services and entities never import an adapter.',
};
/** db/ reaches a module through its index.ts (the entities, and what seeding uses). */
const moduleFaceFromDb = {
  regex: String.raw`^(\.\./)+modules/[\w-]+/(?!index\.ts$)`,
  message: "A module's internals: import its index.ts.",
};
/** The front door reaches a module through its index.ts, and mounts the module's adapters by their file names. */
const moduleFaceFromFrontDoor = {
  regex: String.raw`^(\.\.?/)+modules/[\w-]+/(?!index\.ts$|${adapterFile})`,
  message: "A module's internals: import its index.ts (or one of its adapters, *.graphql.ts or *.rest.ts).",
};

/**
 * The web's rooms, by how deep a file sits below `web/src/modules/<module>/` (a relative import's string is
 * what the rule sees): a feature reaches another feature only through its `index.ts`, and the shared kit
 * (`common/`) none; no module reaches the shell (`app/`), which sits on top of them all.
 */
const webModuleBoundaries = [1, 2, 3, 4].flatMap((depth) => {
  const files = [`web/src/modules/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];
  const shell = { regex: String.raw`${up(depth + 1)}app/`, message: 'Modules never import the shell (app/).' };
  const featureInternals = {
    regex: String.raw`${up(depth)}(?!common/)[\w-]+/(?!index\.ts$)`,
    message: "Another feature's internals: import its index.ts, or move the shared piece to common/.",
  };
  const anyFeature = {
    regex: String.raw`${up(depth)}(?!common/)[\w-]+/`,
    message: 'The shared kit imports no feature.',
  };
  return [
    { files, ignores: ['web/src/modules/common/**'], rules: refuse(apiFromWeb, shell, featureInternals) },
    {
      files: files.map((pattern) => pattern.replace('modules/*/', 'modules/common/')),
      rules: refuse(apiFromWeb, shell, anyFeature),
    },
  ];
});

/**
 * The api's modules, by how deep a file sits below `api/src/modules/<module>/`: a module reaches another only
 * through its `index.ts` (entities, services and the helpers other rooms use), within a module files import each
 * other freely. Adapters are no part of an index, so that importing a module never loads its adapters: another
 * module's adapter is imported by its file name, which only an adapter may do (`servicesNeverImportAdapters`).
 * Tests are not a room.
 */
const apiModuleBoundaries = [1, 2].flatMap((depth) => {
  const files = [`api/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`];
  const moduleInternals = {
    regex: String.raw`${up(depth)}[\w-]+/(?!index\.ts$|${adapterFile})`,
    message: "Another module's internals: import its index.ts (an adapter may also import another module's adapters).",
  };
  return [
    { files, ignores: ['**/*.test.ts'], rules: refuse(frontDoor, moduleInternals) },
    {
      files,
      ignores: ['**/*.graphql.ts', '**/*.rest.ts', '**/*.test.ts'],
      rules: refuse(frontDoor, servicesNeverImportAdapters, moduleInternals),
    },
  ];
});

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'web/src/gql/',
    'web/src/**/*.generated.ts',
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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Mantine's loader is a bare span, on which an aria-label is not allowed without a role (skeletons get
          // theirs from the theme).
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message:
            'A labelled loader or skeleton needs role="status" (a loader: StatusLoader, common/StatusLoader.tsx).',
        },
      ],
    },
  },
  // The api's rooms: core/ (the kernel) imports no other room; modules/ and db/ never import the front door
  // (server/); a service or entity never imports a GraphQL or REST adapter, which sit on top of it; a module is
  // reached through its index.ts, by other modules, db/ and the front door alike, and its adapters (which no index
  // holds) by the front door and other adapters. A file's later entry replaces an earlier one's
  // no-restricted-imports, so each entry lists every pattern its files obey.
  {
    files: ['api/src/core/**/*.ts'],
    rules: refuse({ regex: String.raw`^(\.\./)+(modules|db|server)/`, message: 'The kernel imports no other room.' }),
  },
  { files: ['api/src/modules/**/*.ts', 'api/src/db/**/*.ts'], rules: refuse(frontDoor) },
  ...apiModuleBoundaries,
  { files: ['api/src/db/**/*.ts'], ignores: ['**/*.test.ts'], rules: refuse(frontDoor, moduleFaceFromDb) },
  {
    files: ['api/src/server/**/*.ts', 'api/src/scripts/**/*.ts', 'api/src/app.ts', 'api/src/main.ts'],
    ignores: ['**/*.test.ts'],
    rules: refuse(moduleFaceFromFrontDoor),
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.sql.ts', 'api/src/core/sql.ts'],
    rules: { 'no-restricted-syntax': ['error', stringSql] },
  },
  { files: ['web/**/*.{ts,tsx}'], rules: refuse(apiFromWeb) },
  ...webModuleBoundaries,
  {
    // A worker's test files share their imports (`isolate: false`, vitest.config.ts): a file that replaced a module
    // or a global would change the files after it.
    files: [
      'test/api/**/*.ts',
      'test/e2e/**/*.ts',
      'test/support/**/*.ts',
      'api/src/**/*.test.ts',
      'schema/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'test/lint/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'resetModules', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message:
            "A worker's test files share one import of each module: pass settings in (an app's, a function's) instead.",
        })),
      ],
    },
  },
]);
