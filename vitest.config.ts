import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // SWC instead of Vite's transform: type-graphql and MikroORM need legacy decorators and the decorator
  // metadata, which SWC emits. It reads both settings (and the web's JSX setting) from the nearest tsconfig.
  plugins: [swc.vite()],
  resolve: {
    // Node loads graphql's CommonJS build (the package has no "exports"), and so do type-graphql and
    // Apollo; Vite would pick its "module" build for the tests' own imports, and graphql refuses types
    // from a second copy ("Cannot use GraphQLNonNull from another module or realm").
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    // Two cores. Projects with the same worker count run side by side; e2e has its own turn (groupOrder).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'api/src/**/*.test.ts',
            'schema/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'test/lint/**/*.test.ts',
          ],
          environment: 'node',
          // As the api project's files: a worker's files share one import of each module rather than each paying
          // for its own, which took longer than their tests (the same lint rule keeps them from replacing a module).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/setup/postgres.global.ts'],
          // Workers get the api's own loader hook: MikroORM imports pending migrations (TypeScript
          // files) with Node's `import()`, e.g. when a test starts an app on a fresh embedded cluster.
          execArgv: ['--import', './api/register.mjs'],
          // Each file works in its own copy of the template database, so files can run side by side.
          pool: 'forks',
          // A worker's files share one import of the api instead of each importing it afresh, a large part of the
          // project's time. They can: each starts its own app, and no test replaces a module (a lint rule keeps it so).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/setup/e2e.global.ts'],
          // Two files at a time, each worker's against an api and a database of its own (e2e.global.ts): one
          // browser and one api left a third of the two cores idle; three kept them busy and made the step slower.
          sequence: { groupOrder: 1 },
          // As the other projects: a worker's files share one import of each module (the api's seed and roles, pg,
          // Playwright) instead of each paying for its own between files; each file launches its own browser.
          isolate: false,
          // A bound on a failure: the longest journeys take a minute on a machine busy with other work.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page on a busy 2-core machine may take more than the default second to end a glide or a render.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
