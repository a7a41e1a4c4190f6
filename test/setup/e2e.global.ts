// Global setup of the `e2e` project: the built web app served by real api processes, one for each worker, each on a
// test database of its own.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { chromiumPath, type E2eServer } from '../support/browser.ts';
import { testEnvironment } from '../support/environment.ts';
import { freePorts } from '../support/os.ts';
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
  const { postgres, compiledApi, teardown } = await preparePostgres({ DEMO_VALUATIONS: '1500' });
  const apis: ApiProcess[] = [];
  const stopApis = () => Promise.all(apis.map((api) => api.stop()));
  try {
    // A port for each api and one for its mail, chosen up front: the links in an api's mails point at its port, and
    // it mails to a port on which the test files that read mail open a test mailbox (test/support/smtp.ts).
    const workers = project.config.maxWorkers;
    const ports = await freePorts(2 * workers);
    // The databases one after another (a template is copied by one session at a time), the apis side by side.
    const places = [];
    for (let worker = 0; worker < workers; worker++) {
      const [port, smtpPort] = ports.slice(2 * worker, 2 * worker + 2);
      places.push({ databaseUrl: await copyTemplate(postgres), port, smtpPort });
    }
    const started = await Promise.allSettled(
      places.map(async ({ databaseUrl, port, smtpPort }): Promise<E2eServer> => {
        const api = await startApiProcess(
          testEnvironment(databaseUrl, {
            PORT: String(port),
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          }),
          { compiledApi },
        );
        apis.push(api);
        return { url: api.url, databaseUrl, smtpPort };
      }),
    );
    const servers = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    project.provide('e2eServers', servers);
    return async () => {
      try {
        await stopApis();
      } finally {
        await teardown();
      }
    };
  } catch (error) {
    try {
      await stopApis();
    } finally {
      await teardown();
    }
    throw error;
  }
}
