// Global setup of the `e2e` project: the built web app served by a real api process on a test database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../../api/src/config.ts';
import { startApiProcess } from '../support/api-process.ts';
import { chromiumPath } from '../support/browser.ts';
import { testEnvironment } from '../support/environment.ts';
import { copyTemplate } from '../support/postgres.ts';
import { preparePostgres } from './prepare-postgres.ts';

const prerequisites = [
  { file: path.join(repositoryRoot, 'web/dist/index.html'), fix: 'npm run build' },
  { file: chromiumPath, fix: 'npm run browsers' },
];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const { file, fix } of prerequisites) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${fix}\` first`);
  }
  // Enough demo records that the home page's count needs a thousands separator.
  const { postgres, teardown } = await preparePostgres({ DEMO_VALUATIONS: '1500' });
  try {
    const api = await startApiProcess(testEnvironment(await copyTemplate(postgres)));
    project.provide('e2eServerUrl', api.url);
    return async () => {
      try {
        await api.stop();
      } finally {
        await teardown();
      }
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}
