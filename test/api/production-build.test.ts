// The production build (issue 33): `npm run build` compiles the api to JavaScript (api/build.mjs) and `npm run serve`
// runs it with plain Node, no TypeScript loader. Built here into a folder of its own, the compiled api migrates and
// seeds an empty database from its compiled migrations, answers a search, and runs a dataset upload, whose rows its
// compiled reading thread reads; and everything it imports is among the `dependencies`, so `npm ci --omit=dev` runs it.
import Papa from 'papaparse';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { productionProcessEnvironment } from '../support/api-process.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { createDatabase, databaseUrl } from '../support/postgres.ts';
import { postFile } from '../support/vsl-workbook.ts';
import { waitForJob } from './vsl-upload-helpers.ts';

/** Two folders below the repository, as api/dist is (config.ts finds the repository from there). */
const build = path.join(repositoryRoot, '.tmp', `production-build-${randomBytes(4).toString('hex')}`);

let api: ChildProcess;
let output = '';
let server: { url: string };

beforeAll(async () => {
  execFileSync(process.execPath, ['api/build.mjs', build], { cwd: repositoryRoot, stdio: 'pipe' });

  // An empty database: the compiled api applies every migration and seeds it, as on a fresh install.
  const postgres = inject('testPostgres');
  const database = `${postgres.databasePrefix}empty_${randomBytes(4).toString('hex')}`;
  await createDatabase(postgres.serverUrl, database);
  // As production runs it: no loader, and nothing of vitest's in its environment.
  const environment = productionProcessEnvironment(
    testEnvironment(databaseUrl(postgres.serverUrl, database), { LOG_LEVEL: 'info' }),
  );
  api = spawn(process.execPath, [path.join(build, 'main.js')], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on https?:\/\/\S+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    api.stdout!.on('data', read);
    api.stderr!.on('data', read);
    api.once('exit', (code) => reject(new Error(`The compiled api exited (code ${code}):\n${output}`)));
  });
  server = { url: `http://127.0.0.1:${port}` };
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) {
    const exited = once(api, 'exit');
    api.kill('SIGTERM');
    await exited;
  }
  await rm(build, { recursive: true, force: true });
}, 60_000);

it('starts compiled, applying the compiled migrations to an empty database', () => {
  expect(output).toMatch(/Applied migrations: Migration\d+/);
  expect(readdirSync(path.join(build, 'migrations')).filter((file) => file.endsWith('.js')).length).toBe(
    readdirSync(path.join(repositoryRoot, 'migrations')).filter((file) => file.endsWith('.ts')).length,
  );
  expect(output).toContain(`(Node.js ${process.version})`);
  expect(existsSync(path.join(build, 'modules/valuations/dataset-rows.worker.js'))).toBe(true);
});

it('answers a search, over REST and GraphQL', async () => {
  const total = await rest<number>(server, 'GET', '/api/esvds/totalcount');
  expect(total.status).toBe(200);
  expect(total.body).toBeGreaterThan(0);
  const token = await loginAsAdmin(server);
  const { referenceList } = await graphqlData<{ referenceList: { id: number }[] }>(
    server,
    '{ referenceList(list: CONTINENTS) { id } }',
    {},
    token,
  );
  const { valuations } = await graphqlData<{ valuations: { totalCount: number; items: { valueId: number }[] } }>(
    server,
    'query Search($filter: ValuationFilter!) { valuations(filter: $filter, limit: 5) { totalCount items { valueId } } }',
    { filter: { continents: referenceList.map((entry) => entry.id) } },
    token,
  );
  expect(valuations.totalCount).toBeGreaterThan(0);
  expect(valuations.items).toHaveLength(5);
});

it('runs a dataset upload, whose rows the compiled reading thread reads', async () => {
  const token = await loginAsAdmin(server);
  const download = await fetch(`${server.url}/api/esvds/download/all?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status).toBe(200);
  const { data, meta } = Papa.parse<Record<string, string>>((await download.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  const rows: Record<string, string>[] = data
    .slice(0, 3)
    .map((row) => ({ ...row, Notes: 'Uploaded to the compiled api' }));
  const csv = Buffer.from(
    Papa.unparse({ fields: meta.fields!, data: rows.map((row) => meta.fields!.map((f) => row[f])) }),
  );

  const answer = await postFile<{ id: number }>(server, '/api/dataupload/uploadfiledataset', csv, 'esvd.csv', token);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 1500)).toBe(200);
  const job = await waitForJob(server, token, answer.body.id);
  expect(job, output).toMatchObject({ totalCount: 3, updatedCount: 3, percentage: 100 });
  expect(['Success', 'SuccessWithWarning'], JSON.stringify(job)).toContain(job.status);
});

it('imports only packages that are dependencies of the api or the schema, so `npm ci --omit=dev` runs it', () => {
  const manifest = (folder: string) =>
    JSON.parse(readFileSync(path.join(repositoryRoot, folder, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
  const dependencies = new Set([
    ...Object.keys(manifest('api').dependencies),
    ...Object.keys(manifest('schema').dependencies),
  ]);
  // The import statements of the compiled code (SWC writes one per line), its dynamic imports and its requires.
  const specifiers =
    /^(?:import|export)\b[^;]*?\bfrom\s*(['"])([^'"]+)\1|^import\s*(['"])([^'"]+)\3|\bimport\((['"])([^'"]+)\5\)|\b(?:require|createRequire\(import\.meta\.url\))\((['"])([^'"]+)\7\)/gm;
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const specifier = match[2] ?? match[4] ?? match[6] ?? match[8];
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else if (specifier.startsWith('@esvd/schema/')) visit(createRequire(file).resolve(specifier));
      else if (!isBuiltin(specifier)) {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        packages.set(name, path.relative(build, file));
      }
    }
  };
  visit(path.join(build, 'main.js'));
  visit(path.join(build, 'modules/valuations/dataset-rows.worker.js'));
  for (const migration of readdirSync(path.join(build, 'migrations'))) {
    if (migration.endsWith('.js')) visit(path.join(build, 'migrations', migration));
  }
  expect(seen.size).toBeGreaterThan(100);
  expect(packages.has('@mikro-orm/core') && packages.has('exceljs')).toBe(true);
  const undeclared = [...packages]
    .filter(([name]) => !dependencies.has(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(undeclared).toEqual([]);
});
