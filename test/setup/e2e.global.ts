// Global setup of the `e2e` project: the built web app served by a real api process on a test database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { startApiProcess } from '../support/api-process.ts';
import { chromiumPath } from '../support/browser.ts';
import { testEnvironment } from '../support/environment.ts';
import { freePort } from '../support/os.ts';
import { copyTemplate } from '../support/postgres.ts';
import { preparePostgres } from './prepare-postgres.ts';

const prerequisites = [
  // The app the api serves: WEB_DIST when set (it reaches the api process with the environment), else web/dist.
  {
    file: path.join(process.env.WEB_DIST ?? path.join(repositoryRoot, 'web/dist'), 'index.html'),
    fix: 'npm run build',
  },
  { file: chromiumPath, fix: 'npm run browsers' },
];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const { file, fix } of prerequisites) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${fix}\` first`);
  }
  // Enough demo records that the home page's count needs a thousands separator.
  const { postgres, teardown } = await preparePostgres({ DEMO_VALUATIONS: '1500' });
  try {
    const databaseUrl = await copyTemplate(postgres);
    // A port chosen up front, so the links in the api's mails point at it; the api mails to a port on which the
    // test files that read mail open a test mailbox (test/support/smtp.ts).
    const [port, smtpPort] = [await freePort(), await freePort()];
    const api = await startApiProcess(
      testEnvironment(databaseUrl, {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      }),
    );
    project.provide('e2eServerUrl', api.url);
    project.provide('e2eDatabaseUrl', databaseUrl);
    project.provide('e2eSmtpPort', smtpPort);
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
