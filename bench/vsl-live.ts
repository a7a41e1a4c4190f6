// npm run bench:vsl -- [--rows 5000] [--admins 50] [--edits 500] [--interval 50] [--burst 500] [--in-flight 4]
// The live VSL grid (issue 16) as several administrators meet it: two api processes on one fresh database of
// generated study records (`bench_vsl` on the embedded PostgreSQL kept in .data/bench-vsl, or on DATABASE_URL's
// server), the administrators' grids subscribed to vslGridEvents, half through each process, and one of them editing
// the Notes cell of random rows through process A with the web grid's own operations. For every edit it measures the
// time from just before the mutation is sent until each other grid receives the matching `edited` event; edits are
// sent every --interval ms, then --burst of them as fast as the api answers with --in-flight at a time (the
// sustained rate, and the CPU each process spends per edit). Every grid must hear each edit exactly once, the editor
// none of its own; the run exits with 1 otherwise. In the same run, in blocks alternating with the paced edits, a PostgreSQL client NOTIFYs another that
// LISTENs, with a payload like the api's notice, as many times at the same pace: the floor every event travels on.
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { startApp } from '../api/src/app.ts';
import { loadConfig, repositoryRoot } from '../api/src/core/config.ts';
import { createLogger } from '../api/src/core/logger.ts';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { graphqlCall } from './api-calls.ts';
import { spawnApi, type ApiProcess } from './api-process.ts';
import { productionEnvironment } from './dataset.ts';
import { cpuMsOf, machineBusyMs, postgresCpuMs } from './cpu.ts';
import { percentile, table, targetReport, type Target } from './harness.ts';
import { DeliveryLedger, type Listener, type SectionSummary } from './vsl-deliveries.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    admins: { type: 'string', default: '50' },
    edits: { type: 'string', default: '500' },
    interval: { type: 'string', default: '50' },
    burst: { type: 'string', default: '500' },
    'in-flight': { type: 'string', default: '4' },
  },
});
const rowCount = Number(values.rows);
const adminCount = Number(values.admins);
const editCount = Number(values.edits);
const intervalMs = Number(values.interval);
const burstCount = Number(values.burst);
const inFlight = Number(values['in-flight']);
/** Paced edits and NOTIFYs alternate in blocks of this many, so that the machine's moods weigh on both alike. */
const blockSize = 100;
const warmupEdits = 50;
/** How long the grids may take to hear the last edit of a block before what is missing counts as lost. */
const deliveryTimeoutMs = 15_000;
const targetP95Ms = 50;
const adminPassword = 'bench-admin-password';
const logger = createLogger('info');

// ---- The database: a fresh one with the generated rows and the administrators ----------------------------------

const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: path.join(repositoryRoot, '.data/bench-vsl'),
      port: 54343,
      logger: createLogger('warn'),
    });
const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
const urlOf = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const databaseUrl = urlOf('bench_vsl');
const maintenance = new pg.Client({ connectionString: urlOf('postgres') });
await maintenance.connect();
await maintenance.query('drop database if exists bench_vsl with (force)');
await maintenance.end();

const environment = productionEnvironment(databaseUrl, adminPassword, { SEED_DEMO: 'false' });
// The first start creates the database, migrates it and seeds the reference lists and the administrator.
const seeded = await startApp({
  config: loadConfig({ ...environment, LOG_LEVEL: 'warn' }),
  logger: createLogger('warn'),
});
await seeded.stop();

const sqlClient = new pg.Client({ connectionString: databaseUrl });
await sqlClient.connect();
const adminNames = Array.from(
  { length: adminCount },
  (_, index) => `bench-admin-${String(index + 1).padStart(2, '0')}`,
);
// The administrators share the seeded administrator's password hash: each signs in for a session of its own.
await sqlClient.query(
  `insert into app_user (user_name, display_name, email, role_name, password_hash, email_confirmed)
    select name, 'Bench administrator ' || right(name, 2), name || '@bench.local', 'admin', password_hash, true
    from unnest($1::text[]) as name, app_user where user_name = 'admin'`,
  [adminNames],
);
// Study records as the list holds them: texts, a year, an inclusion, a StudyID, a country and a TEEB service.
await sqlClient.query(
  `insert into vsl_study (authors, year_of_publication, title, reference, included_in_esvd, study_id, language, notes)
    select 'Author ' || n || ', A.; Coauthor, B.', 1970 + n % 55, 'Generated valuation study ' || n,
      'Journal of generated values ' || n % 40 || ': ' || n, (array['included', 'excluded', 'pending review'])[1 + n % 3],
      case when n % 3 = 0 then null else 100000 + n end, 'English', 'Generated notes ' || n
    from generate_series(1, $1::int) as n`,
  [rowCount],
);
await sqlClient.query(
  `insert into vsl_study_country (vsl_study_id, country_id)
    select s.id, (select id from ref_country order by id offset s.id % (select count(*) from ref_country) limit 1)
    from vsl_study s`,
);
await sqlClient.query(
  `insert into vsl_study_ecosystem_service (vsl_study_id, ecosystem_service_id)
    select s.id, (select id from ref_ecosystem_service where level = 1 order by id
      offset s.id % (select count(*) from ref_ecosystem_service where level = 1) limit 1)
    from vsl_study s`,
);
await sqlClient.query('vacuum (analyze) vsl_study, vsl_study_country, vsl_study_ecosystem_service, app_user');
const { rows: studyRows } = await sqlClient.query<{ id: number; version: number }>('select id, version from vsl_study');
const versions = new Map(studyRows.map((row) => [row.id, row.version]));
const studyIds = [...versions.keys()];

// ---- The grid's operations, as the web app sends them ----------------------------------------------------------

/** One operation of a document with the fragments it spreads, printed as a request of its own. */
function operationOf(source: string, name: string): string {
  const definitions = parse(source).definitions;
  const fragments = new Map(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const needed: DefinitionNode[] = [];
  const include = (definition: DefinitionNode) => {
    needed.push(definition);
    visit(definition, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)!;
        if (!needed.includes(fragment)) include(fragment);
      },
    });
  };
  const operation = definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`The grid's operations have no ${name}`);
  include(operation);
  return print({ kind: Kind.DOCUMENT, definitions: needed });
}

const gridOperations = await readFile(path.join(repositoryRoot, 'web/src/modules/vsl/vsl-grid.graphql'), 'utf8');
const subscriptionDocument = operationOf(gridOperations, 'VslGridEvents');
const updateDocument = operationOf(gridOperations, 'UpdateVslStudy');

interface GridEvent {
  kind: string;
  id: number | null;
  study: { notes: string | null } | null;
  onlineAdmins: string[] | null;
}

// ---- Measurements ----------------------------------------------------------------------------------------------

/** Calls `send` `count` times, the i-th at i × `every` ms from now (not after the previous one answered). */
async function paced(count: number, every: number, send: (index: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const sending: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const wait = started + index * every - performance.now();
    if (wait > 0) await sleep(wait);
    sending.push(send(index));
  }
  await Promise.all(sending);
}

/** Calls `send` `count` times with `parallel` calls under way at any moment. */
async function saturated(count: number, parallel: number, send: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await send(next++);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Waits until `condition` holds or `timeoutMs` passed. */
async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = performance.now();
  while (!condition() && performance.now() - started < timeoutMs) await sleep(20);
}

const milliseconds = (value: number) => value.toFixed(1);
const latencyRow = (name: string, count: number, samples: number[]) => [
  name,
  count.toLocaleString('en'),
  samples.length.toLocaleString('en'),
  ...[0.5, 0.95, 0.99].map((fraction) => (samples.length ? milliseconds(percentile(samples, fraction)) : '-')),
  samples.length ? milliseconds(Math.max(...samples)) : '-',
];

const apis: ApiProcess[] = [];
const clients: Client[] = [];
let listener: pg.Client | undefined;
let notifier: pg.Client | undefined;
try {
  apis.push(...(await Promise.all([spawnApi(environment), spawnApi(environment)])));
  const [processA, processB] = apis;
  logger.info(`${rowCount.toLocaleString('en')} rows; api processes at ${processA.url} and ${processB.url}`);

  // Sessions: each administrator signs in, a few at a time (a password check is meant to be slow).
  const tokens: string[] = [];
  await saturated(adminCount, 4, async (index) => {
    const { data } = await graphqlCall<{ login: { token: string } }>(
      apis[index % 2].url,
      '',
      'mutation Login($name: String!, $password: String!) { login(usernameOrEmail: $name, password: $password) { token } }',
      { name: adminNames[index], password: adminPassword },
    );
    tokens[index] = data.login.token;
  });

  // The grids: the editor is the first administrator, on process A; the others alternate between the processes.
  const grids: (Listener & { connectionId: string; online: number })[] = adminNames.map((name, index) => ({
    name,
    process: index % 2 === 0 ? 'A' : 'B',
    connectionId: `bench-grid-${randomUUID()}`,
    online: 0,
  }));
  const editor = grids[0];
  const ledger = new DeliveryLedger(grids, editor.name);
  const failures: string[] = [];
  grids.forEach((grid, index) => {
    const client = createClient({
      url: `${(grid.process === 'A' ? processA : processB).url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[index]}` },
      retryAttempts: 0,
    });
    clients.push(client);
    client.subscribe<{ vslGridEvents: GridEvent }>(
      { query: subscriptionDocument, variables: { connectionId: grid.connectionId } },
      {
        next: ({ data, errors }) => {
          const at = performance.now();
          if (errors || !data) return void failures.push(`${grid.name}: ${JSON.stringify(errors)}`);
          const event = data.vslGridEvents;
          if (event.kind === 'edited') ledger.received(grid.name, event.id, event.study?.notes, at);
          if (event.onlineAdmins) grid.online = event.onlineAdmins.length;
        },
        error: (error) => failures.push(`${grid.name}'s subscription failed: ${JSON.stringify(error)}`),
        complete: () => failures.push(`${grid.name}'s subscription ended`),
      },
    );
  });
  // Each grid learns of the others from its snapshot and the presence events after it: none may be missed.
  const joining = performance.now();
  while (grids.some((grid) => grid.online < adminCount)) {
    if (failures.length) throw new Error(failures.join('\n'));
    if (performance.now() - joining > 60_000) {
      const seen = grids.map((grid) => grid.online).join(' ');
      throw new Error(`Not every grid saw all ${adminCount} administrators online; they saw ${seen}`);
    }
    await sleep(50);
  }
  logger.info(`${adminCount} grids online in ${milliseconds(performance.now() - joining)} ms`);

  let editsSent = 0;
  let refused = 0;
  /** Per section: from just before each edit was sent until its mutation answered, in ms. */
  const answered: Record<string, number[]> = { 'warm-up': [], paced: [], burst: [] };
  const pending = new Set<number>();
  /** A row no edit under way is changing (each edit is based on the version its previous edit answered). */
  const idleRow = () => {
    for (;;) {
      const id = studyIds[Math.floor(Math.random() * studyIds.length)];
      if (!pending.has(id)) return id;
    }
  };
  const edit = (section: string) => async () => {
    const id = idleRow();
    pending.add(id);
    const value = `${section} edit ${++editsSent} ${randomUUID()}`;
    const sent = { id, value, section, sentAt: performance.now() };
    ledger.sent(sent);
    try {
      const { data } = await graphqlCall<{ updateValuationStudy: { version: number } }>(
        processA.url,
        tokens[0],
        updateDocument,
        { id, version: versions.get(id), changes: { notes: value }, connectionId: editor.connectionId },
      );
      versions.set(id, data.updateValuationStudy.version);
      answered[section].push(performance.now() - sent.sentAt);
    } catch (error) {
      refused++;
      ledger.withdrawn(value);
      failures.push(`An edit was refused: ${(error as Error).message}`);
    } finally {
      pending.delete(id);
    }
  };
  const heardBy = (section: string) => waitUntil(() => ledger.complete(section), deliveryTimeoutMs);

  // The baseline: NOTIFY from one client to another, a payload like the api's notice of an edit.
  listener = new pg.Client({ connectionString: databaseUrl });
  notifier = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), notifier.connect()]);
  const notifySentAt = new Map<string, number>();
  const notifyLatencies: number[] = [];
  listener.on('notification', (message) => {
    const at = performance.now();
    const { payload } = JSON.parse(message.payload!) as { payload: { key: string } };
    notifyLatencies.push(at - notifySentAt.get(payload.key)!);
  });
  await listener.query('listen bench_vsl_baseline');
  const notify = async () => {
    const key = randomUUID();
    const notice = {
      topic: 'vslGridNotices',
      payload: { kind: 'edited', id: idleRow(), fields: ['notes'], origin: editor.connectionId, by: editor.name, key },
    };
    notifySentAt.set(key, performance.now());
    await notifier!.query('select pg_notify($1, $2)', ['bench_vsl_baseline', JSON.stringify(notice)]);
  };

  logger.info(`Warming up: ${warmupEdits} edits`);
  await paced(warmupEdits, intervalMs, edit('warm-up'));
  await heardBy('warm-up');

  logger.info(`${editCount} paced edits and NOTIFYs, one every ${intervalMs} ms, in alternating blocks`);
  for (let done = 0; done < editCount; done += blockSize) {
    const count = Math.min(blockSize, editCount - done);
    await paced(count, intervalMs, notify);
    await paced(count, intervalMs, edit('paced'));
    await heardBy('paced');
  }
  await waitUntil(() => notifyLatencies.length === editCount, deliveryTimeoutMs);

  logger.info(`${burstCount} edits as fast as the api answers, ${inFlight} under way at a time`);
  const databasePort = Number(new URL(serverUrl).port || 5432);
  /** The CPU time spent so far, in ms: by each api process, this benchmark's clients, PostgreSQL, the machine. */
  const cpuSpent = async () => {
    const own = process.cpuUsage();
    return {
      apiA: await cpuMsOf(processA.pid),
      apiB: await cpuMsOf(processB.pid),
      clients: (own.user + own.system) / 1000,
      // Unknown (NaN) when the server runs elsewhere.
      postgres: (await postgresCpuMs(databasePort)) ?? NaN,
      machine: await machineBusyMs(),
    };
  };
  const cpuBefore = await cpuSpent();
  const burstStarted = performance.now();
  await saturated(burstCount, inFlight, edit('burst'));
  const burstAnsweredMs = performance.now() - burstStarted;
  await heardBy('burst');
  const cpuAfter = await cpuSpent();
  // Late duplicates and echoes of the editor's own edits would arrive in this moment.
  await sleep(1000);

  // ---- The report --------------------------------------------------------------------------------------------

  const [warmup, steady, burst] = ['warm-up', 'paced', 'burst'].map((section) => ledger.summary(section));
  const paced50 = percentile(steady.latencies, 0.5);
  const paced95 = percentile(steady.latencies, 0.95);
  const notify50 = percentile(notifyLatencies, 0.5);
  const notify95 = percentile(notifyLatencies, 0.95);
  const sum = (pick: (summary: SectionSummary) => number) => pick(warmup) + pick(steady) + pick(burst);
  const lost = sum((summary) => summary.lost);
  const duplicated = sum((summary) => summary.duplicated);
  const echoed = sum((summary) => summary.echoed);

  const processesOf = (section: string) =>
    (['A', 'B'] as const).map((side) => {
      const listening = grids.filter((grid) => grid.process === side && grid !== editor).length;
      const where = side === 'A' ? 'the editing process' : 'the other process';
      const { edits, latencies } = ledger.summary(section, side);
      return latencyRow(`  grids on ${where} (${listening})`, edits, latencies);
    });
  console.log(
    `\nLive VSL grid: ${rowCount.toLocaleString('en')} rows, ${adminCount} administrators' grids on 2 api ` +
      `processes, one editing through process A; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} at the end\n`,
  );
  console.log(
    table(
      ['measure', 'edits', 'deliveries', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [
        latencyRow(`paced edits, one every ${intervalMs} ms`, steady.edits, steady.latencies),
        ...processesOf('paced'),
        latencyRow('  the mutation answered', steady.edits, answered.paced),
        latencyRow(`burst, ${inFlight} under way`, burst.edits, burst.latencies),
        ...processesOf('burst'),
        latencyRow('  the mutation answered', burst.edits, answered.burst),
        latencyRow(`NOTIFY to LISTEN, one every ${intervalMs} ms`, notifySentAt.size, notifyLatencies),
      ],
    ),
  );
  const editsPerSecond = burst.edits / (burst.spanMs / 1000);
  const perEdit = (key: keyof typeof cpuBefore) => (cpuAfter[key] - cpuBefore[key]) / burst.edits;
  const attributed = (['apiA', 'apiB', 'clients', 'postgres'] as const)
    .map(perEdit)
    .filter((spent) => !Number.isNaN(spent))
    .reduce((total, spent) => total + spent, 0);
  const gridsOn = (side: string) => grids.filter((grid) => grid.process === side).length;
  const cpuRows: [string, number][] = [
    [`api process A: the edits, ${gridsOn('A')} grids`, perEdit('apiA')],
    [`api process B: ${gridsOn('B')} grids`, perEdit('apiB')],
    ['PostgreSQL', perEdit('postgres')],
    [`this benchmark: the ${adminCount} grids' clients and the editor`, perEdit('clients')],
    ['everything else on the machine', perEdit('machine') - attributed],
  ];
  const cpuCells = cpuRows.map(([name, spent]) => [name, Number.isNaN(spent) ? '-' : spent.toFixed(1)]);
  console.log(`\n${table(['CPU per edit during the burst', 'ms'], cpuCells)}`);
  const targets: Target[] = [
    {
      name: 'paced edit to every other grid, p95',
      measured: `${milliseconds(paced95)} ms`,
      limit: `<= ${targetP95Ms} ms`,
      met: paced95 <= targetP95Ms,
    },
    {
      name: 'paced edit delivery / NOTIFY round trip (reported)',
      measured: `p50 ${milliseconds(paced50)} / ${milliseconds(notify50)} ms = ${(paced50 / notify50).toFixed(1)}; p95 ${milliseconds(paced95)} / ${milliseconds(notify95)} ms = ${(paced95 / notify95).toFixed(1)}`,
      limit: '-',
      met: true,
    },
    {
      name: `sustained edits, heard by all ${adminCount - 1} other grids (reported)`,
      measured: `${editsPerSecond.toFixed(0)} edits/s (answered: ${(burst.edits / (burstAnsweredMs / 1000)).toFixed(0)}/s)`,
      limit: '-',
      met: true,
    },
    { name: 'deliveries lost', measured: String(lost), limit: '0', met: lost === 0 },
    { name: 'deliveries duplicated', measured: String(duplicated), limit: '0', met: duplicated === 0 },
    { name: "the editor's own edits echoed to its grid", measured: String(echoed), limit: '0', met: echoed === 0 },
    {
      name: 'edited events matching no edit',
      measured: String(ledger.unexpected),
      limit: '0',
      met: !ledger.unexpected,
    },
    { name: 'edits refused', measured: String(refused), limit: '0', met: refused === 0 },
  ];
  console.log(`\n${targetReport(targets)}`);
  for (const failure of failures.slice(0, 10)) console.error(failure);
  const broken = lost || duplicated || echoed || ledger.unexpected || refused || failures.length;
  if (broken) {
    console.error('\nEvents were lost, duplicated or unexpected, or edits refused: see above.');
    process.exitCode = 1;
  }
} finally {
  for (const client of clients) await client.dispose();
  await listener?.end();
  await notifier?.end();
  await Promise.all(apis.map((api) => api.stop()));
  await sqlClient.end();
  await embedded?.stop();
}
