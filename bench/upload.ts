// npm run bench:upload -- [--rows 100000] [--strings shared|inline]
// Uploads a generated ESVD MASTER workbook of that many new valuations to the api, which runs in a process of its
// own on a fresh copy of a demo-seeded database (the seeded one is kept in .data/bench-upload, or is DATABASE_URL's),
// and measures the upload as an administrator meets it: total time, rows/s, the api's peak memory, progress events, and searches timed while idle and while the upload
// runs. In the same run PostgreSQL's COPY loads the same rows and links into the same tables of other fresh copies:
// the physical floor. The copies (bench_upload, bench_upload_floor, bench_upload_floor_bare,
// bench_upload_floor_checked) are left for inspection and made anew by the next run.
// --strings: the workbook's texts in a shared table, as a spreadsheet program saves them (the default), or inline in
// each cell, as the full XLSX download writes them (every cell then reads as a string of its own).
import { esvdExportHeader } from '@esvd/schema/uploads/esvd-columns';
import ExcelJS from 'exceljs';
import { createClient } from 'graphql-ws';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { startApp } from '../api/src/app.ts';
import { loadConfig, repositoryRoot } from '../api/src/core/config.ts';
import { createLogger } from '../api/src/core/logger.ts';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { linkAggregates } from '../api/src/modules/valuations/valuation-rows.sql.ts';
import { adminToken, benchFilters, graphqlCall, searchPageQuery, statisticsQuery } from './api-calls.ts';
import { memoryOf, resetPeakMemory, spawnApi } from './api-process.ts';
import { percentile, report, targetReport, type Comparison, type Target } from './harness.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, strings: { type: 'string', default: 'shared' } },
});
const rowCount = Number(values.rows);
if (!['shared', 'inline'].includes(values.strings)) throw new Error('--strings is shared or inline');
const sharedStrings = values.strings === 'shared';
const adminPassword = 'bench-admin-password';
const logger = createLogger('info');
const dataDir = path.join(repositoryRoot, '.data/bench-upload');
const run = promisify(execFile);

// ---- The databases: the demo seed, kept between runs, and fresh copies of it ----------------------------------

const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir, port: 54341, logger: createLogger('warn') });
const seededUrl = process.env.DATABASE_URL ?? embedded!.url;
const environment = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  ADMIN_PASSWORD: adminPassword,
};
const seeded = await startApp({
  config: loadConfig({ ...environment, DATABASE_URL: seededUrl, LOG_LEVEL: 'warn' }),
  logger: createLogger('warn'),
});
await seeded.stop();

const urlOf = (database: string) => Object.assign(new URL(seededUrl), { pathname: `/${database}` }).toString();
const uploadUrl = urlOf('bench_upload');
const floorUrl = urlOf('bench_upload_floor');
const bareFloorUrl = urlOf('bench_upload_floor_bare');
const checkedFloorUrl = urlOf('bench_upload_floor_checked');
const admin = new pg.Client({ connectionString: urlOf('postgres') });
await admin.connect();
for (const copy of ['bench_upload', 'bench_upload_floor', 'bench_upload_floor_bare', 'bench_upload_floor_checked']) {
  await admin.query(`drop database if exists ${copy}`);
  await admin.query(`create database ${copy} template "${new URL(seededUrl).pathname.slice(1)}"`);
}
await admin.end();

const sqlClient = new pg.Client({ connectionString: uploadUrl });
await sqlClient.connect();
const api = await spawnApi({ ...environment, DATABASE_URL: uploadUrl });

// ---- The workbook ----------------------------------------------------------------------------------------------

/**
 * `rows` new valuations in the full download's layout (one ESVD MASTER sheet: the 126 ESVD columns and the extra
 * ones), each a downloaded row under new ids, so that every code and name is one the reference lists have: the
 * download's rows over and over, each round's studies renumbered from `firstStudyId` on, their ValueIds StudyId ×
 * 10000 + a running number with gaps, as the ESVD numbers them. Written by exceljs's streaming writer, its texts
 * shared or inline (--strings). Answers how many studies it made.
 */
async function generateWorkbook(download: Buffer, rows: number, firstStudyId: number, file: string) {
  const downloaded = new ExcelJS.Workbook();
  await downloaded.xlsx.load(new Uint8Array(download).buffer);
  const sheet = downloaded.worksheets[0];
  const header = esvdExportHeader;
  if (JSON.stringify(sheet.getRow(1).values) !== JSON.stringify([undefined, ...header])) {
    throw new Error('The download does not have the columns of esvdExportHeader');
  }
  const source: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) source.push(header.map((_, index) => (row.values as ExcelJS.CellValue[])[index + 1] ?? null));
  });
  const valueIdAt = header.indexOf('ValueId');
  const studyIdAt = header.indexOf('StudyId');

  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: sharedStrings,
    useStyles: false,
  });
  const master = writer.addWorksheet('ESVD MASTER');
  master.addRow([...header]).commit();
  let nextStudyId = firstStudyId;
  let written = 0;
  while (written < rows) {
    const renumbered = new Map<ExcelJS.CellValue, { studyId: number; lastNumber: number }>();
    for (const cells of source.slice(0, rows - written)) {
      let study = renumbered.get(cells[studyIdAt]);
      if (!study) renumbered.set(cells[studyIdAt], (study = { studyId: nextStudyId++, lastNumber: 0 }));
      // Every third ValueId skips a number.
      study.lastNumber += written % 3 === 2 ? 2 : 1;
      const row = [...cells];
      row[studyIdAt] = study.studyId;
      row[valueIdAt] = study.studyId * 10_000 + study.lastNumber;
      master.addRow(row).commit();
      written++;
    }
  }
  master.commit();
  await writer.commit();
  return { studies: nextStudyId - firstStudyId };
}

// ---- Progress over graphql-ws, as the uploads page hears it ----------------------------------------------------

interface ProgressEvent {
  at: number;
  status: string;
}

/** Subscribes to the dataset uploads' progress; resolves once the api has taken the subscription. */
async function watchProgress(url: string, token: string) {
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const events: ProgressEvent[] = [];
  let ended: (event: ProgressEvent) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const end = new Promise<ProgressEvent>((resolve, reject) => ((ended = resolve), (failed = reject)));
  client.subscribe<{ uploadProgress: { status: string } }>(
    { query: 'subscription { uploadProgress(kind: Dataset) { status } }' },
    {
      next: ({ data, errors }) => {
        if (errors || !data) return failed(new Error(`Progress answered ${JSON.stringify(errors)}`));
        const event = { at: performance.now(), ...data.uploadProgress };
        events.push(event);
        if (event.status !== 'Running') ended(event);
      },
      error: (error) => failed(new Error(`Progress failed: ${JSON.stringify(error)}`)),
      complete: () => undefined,
    },
  );
  // Awaited once the upload is sent: a refusal before then is not unhandled.
  end.catch(() => undefined);
  // A query answered on the same socket after the subscription: the api has taken it.
  await client.iterate({ query: '{ __typename }' }).next();
  return { events, end, close: () => client.dispose() };
}

// ---- Measurements ----------------------------------------------------------------------------------------------

interface Sample {
  at: number;
  ms: number;
}

const median = (samples: number[]) => percentile(samples, 0.5);
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const largestGap = (times: number[]) => Math.max(...times.slice(1).map((time, index) => time - times[index]));

try {
  const token = await adminToken(api.url, adminPassword);
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    graphqlCall(api.url, token, query, variables);

  logger.info('Downloading the seeded database (XLSX) and generating the workbook');
  const download = await fetch(`${api.url}/api/esvds/download/all?format=xlsx`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!download.ok) throw new Error(`The download answered ${download.status}`);
  const {
    rows: [{ firstStudyId }],
  } = await sqlClient.query<{ firstStudyId: number }>(
    // Past every StudyId, and past every ValueId read as StudyId × 10000 + n.
    `select greatest((select max(study_id) from study), (select max(value_id) / 10000 from valuation))::int + 1
       as "firstStudyId"`,
  );
  await mkdir(dataDir, { recursive: true });
  const workbookFile = path.join(dataDir, `upload-${rowCount}-${values.strings}.xlsx`);
  const generating = performance.now();
  const { studies } = await generateWorkbook(
    Buffer.from(await download.arrayBuffer()),
    rowCount,
    firstStudyId,
    workbookFile,
  );
  const workbookBytes = (await stat(workbookFile)).size;
  logger.info(
    `${rowCount.toLocaleString('en')} rows of ${studies.toLocaleString('en')} new studies, ` +
      `${(workbookBytes / 1024 / 1024).toFixed(1)} MB, generated in ${seconds(performance.now() - generating)}`,
  );

  // The searches a user runs meanwhile: the search page, its statistics, and the valuation studies list.
  const { twoFilters, broad } = await benchFilters(sqlClient);
  const searches = [
    {
      name: 'search page of 100 + total (Kenya + Food)',
      run: () => graphql(searchPageQuery, { filter: twoFilters }),
    },
    { name: 'summary statistics (three continents)', run: () => graphql(statisticsQuery, { filter: broad }) },
    {
      name: 'VSL list, page of 100 + count',
      run: () =>
        graphql(`
          {
            valuationStudies(filter: { includedEsvd: Included }, limit: 100) {
              id
              studyId
              reference
              includedInEsvd
              flatVsBiomes
              flatVsCountries
              protectionStatus
              notes
            }
            valuationStudyCount(filter: { includedEsvd: Included })
          }
        `),
    },
  ];
  let resets = 0;
  /**
   * One round of every search, each timed and added to `samples` with when it started. A kept-alive connection that
   * the api closed late (its event loop was busy) is reset when used again: the search is sent again on a new one,
   * as a browser does, within its time.
   */
  const searchRound = async (samples: Sample[][]) => {
    for (const [index, search] of searches.entries()) {
      const at = performance.now();
      await search.run().catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
        resets++;
        return search.run();
      });
      samples[index].push({ at, ms: performance.now() - at });
    }
  };
  const idle = searches.map((): Sample[] => []);
  for (let round = 0; round < 10; round++) await searchRound(searches.map((): Sample[] => []));
  for (let round = 0; round < 30; round++) await searchRound(idle);

  // The upload, with a round of the searches every second until it has ended: someone using the site meanwhile
  // (back to back, the searches would take a core of the two from the upload).
  const progress = await watchProgress(api.url, token);
  const file = await readFile(workbookFile);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), path.basename(workbookFile));
  const memoryBefore = await memoryOf(api.pid);
  await resetPeakMemory(api.pid);
  const memorySamples: { at: number; rssMb: number }[] = [];
  const sampler = setInterval(
    () =>
      void memoryOf(api.pid).then(
        ({ rssMb }) => memorySamples.push({ at: performance.now(), rssMb }),
        // A process that is gone says why itself (spawnApi), and the upload fails.
        () => undefined,
      ),
    100,
  );
  const requested = performance.now();
  let answered = Infinity;
  const started = fetch(`${api.url}/api/dataupload/uploadfiledataset`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(async (response) => {
    const body = await response.text();
    if (!response.ok) throw new Error(`The upload answered ${response.status}: ${body.slice(0, 2000)}`);
    answered = performance.now();
    return JSON.parse(body) as { id: number };
  });
  let uploading = true;
  const ending = Promise.all([started, progress.end]).finally(() => (uploading = false));
  const during = searches.map((): Sample[] => []);
  while (uploading) {
    const roundStarted = performance.now();
    await searchRound(during);
    const pause = new Promise((resolve) => setTimeout(resolve, roundStarted + 1000 - performance.now()));
    await Promise.race([pause, ending.catch(() => undefined)]);
  }
  const [{ id }, last] = await ending;
  clearInterval(sampler);
  const memory = await memoryOf(api.pid);
  await progress.close();
  const {
    data: { uploadJob: job },
  } = (await graphql(
    'query Job($id: Int!) { uploadJob(id: $id) { status totalCount insertedCount updatedCount unchangedCount } }',
    { id },
  )) as { data: { uploadJob: { status: string; totalCount: number; insertedCount: number } } };
  if (!last.status.startsWith('Success') || job.insertedCount !== rowCount) {
    throw new Error(`The upload did not insert every row: ${JSON.stringify(job)}`);
  }
  // The same searches once the upload's rows are in: what the upload's rows cost a search when they are committed,
  // beside what they cost while PostgreSQL still checks each one's visibility (during the upload).
  const grown = searches.map((): Sample[] => []);
  for (let round = 0; round < 30; round++) await searchRound(grown);
  await api.stop();

  // ---- The floor: the same rows and links, COPY'd into the same tables of fresh copies ------------------------

  const newStudies = `select id from study where study_id >= ${firstStudyId}`;
  const newValuations = `select id from valuation where study_id in (${newStudies})`;
  const copied = [
    { table: 'study', rows: `study_id >= ${firstStudyId}` },
    { table: 'valuation', rows: `study_id in (${newStudies})` },
    ...linkAggregates.map(({ pivot }) => ({ table: pivot, rows: `valuation_id in (${newValuations})` })),
  ];
  const copyDir = path.join(dataDir, 'copy');
  await mkdir(copyDir, { recursive: true });
  const loads: string[] = [];
  for (const { table, rows } of copied) {
    // Generated columns are PostgreSQL's to write.
    const { rows: columns } = await sqlClient.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    const names = columns.map(({ name }) => `"${name}"`).join(', ');
    const dump = path.join(copyDir, `${table}.copy`);
    await run('psql', [uploadUrl, '-c', `\\copy (select ${names} from ${table} where ${rows}) to '${dump}'`]);
    loads.push(`\\copy ${table} (${names}) from '${dump}'`);
  }
  /** Runs `lines` in one transaction on `url` through psql: how long it took. */
  const timedScript = async (url: string, lines: string[]) => {
    const script = path.join(copyDir, 'load.sql');
    await writeFile(script, `${lines.join('\n')}\n`);
    const copyStarted = performance.now();
    await run('psql', [url, '--single-transaction', '-v', 'ON_ERROR_STOP=1', '-q', '-f', script]);
    return performance.now() - copyStarted;
  };
  const copyTime = await timedScript(floorUrl, loads);
  // Where the floor's time goes: the same COPY with the tables' triggers off (superuser only), and the facts they
  // keep (link keys, statistics facts) refreshed once after it.
  const bareCopyTime = await timedScript(bareFloorUrl, [
    'set session_replication_role = replica;',
    ...loads,
    'set session_replication_role = origin;',
    `select refresh_valuation_link_keys(array(${newValuations}));`,
    `select refresh_valuation_statistics(array(${newValuations}));`,
  ]);
  // The floor of a load that keeps the tables' constraints (their foreign keys enforced), as the upload
  // must: the derived-fact triggers off, as the upload has them (startBulkWrite), and the facts refreshed once.
  const checkedCopyTime = await timedScript(checkedFloorUrl, [
    `select set_config('esvd.bulk_write', 'on', true);`,
    ...loads,
    `select refresh_valuation_link_keys(array(${newValuations}));`,
    `select refresh_valuation_statistics(array(${newValuations}));`,
  ]);
  await rm(copyDir, { recursive: true });
  for (const url of [floorUrl, bareFloorUrl, checkedFloorUrl]) {
    const floor = new pg.Client({ connectionString: url });
    await floor.connect();
    const {
      rows: [{ count }],
    } = await floor.query<{ count: number }>(`select count(*)::int as count from (${newValuations}) loaded`);
    await floor.end();
    if (count !== rowCount) throw new Error(`COPY loaded ${count} valuations, not ${rowCount}`);
  }

  // ---- The report ---------------------------------------------------------------------------------------------

  const comparisons: Comparison[] = searches.map((search, index) => ({
    subject: { name: `${search.name}, during the upload`, samples: during[index].map(({ ms }) => ms) },
    baseline: { name: 'idle', samples: idle[index].map(({ ms }) => ms) },
  }));
  const afterwards: Comparison[] = searches.map((search, index) => ({
    subject: { name: `${search.name}, during the upload`, samples: during[index].map(({ ms }) => ms) },
    baseline: { name: 'idle after the upload', samples: grown[index].map(({ ms }) => ms) },
  }));
  const total = last.at - requested;
  const events = progress.events.filter((event) => event.at >= requested);
  const importEvents = events.filter((event) => event.at >= answered);
  const eventsPerSecond = events.length / (total / 1000);
  const gap = largestGap([requested, ...events.map((event) => event.at)]);
  const importGap = largestGap([answered, ...importEvents.map((event) => event.at)]);
  const peakWhile = (from: number, to: number) =>
    Math.max(0, ...memorySamples.filter(({ at }) => at >= from && at <= to).map(({ rssMb }) => rssMb));
  const slowest = during.flat().reduce((worst, sample) => (sample.ms > worst.ms ? sample : worst));
  // Issue 33's targets: a file of the ESVD's own size within 10 s; a larger one within twice the COPY that keeps
  // the same constraints.
  const targets: Target[] = [
    {
      name: `upload of ${rowCount.toLocaleString('en')} rows (${(workbookBytes / 1024 / 1024).toFixed(1)} MB), request to Success`,
      measured: `${seconds(total)} (${Math.round(rowCount / (total / 1000)).toLocaleString('en')} rows/s)`,
      limit: rowCount <= 10_000 ? '<= 10 s' : '-',
      met: rowCount > 10_000 || total <= 10_000,
    },
    {
      name: '  of which: sent, read and checked (the job runs and writes meanwhile)',
      measured: seconds(answered - requested),
      limit: '-',
      met: true,
    },
    {
      name: `  of which: the rest written (${importEvents.length} progress events)`,
      measured: seconds(last.at - answered),
      limit: '-',
      met: true,
    },
    {
      name: 'upload / COPY of the same rows and links, foreign keys enforced, derived facts kept as the upload does',
      measured: `${seconds(total)} / ${seconds(checkedCopyTime)} = ${(total / checkedCopyTime).toFixed(2)}`,
      limit: '<= 2',
      met: total / checkedCopyTime <= 2,
    },
    {
      name: '  the same COPY with every trigger as it is (reported)',
      measured: `${seconds(copyTime)}: upload / this = ${(total / copyTime).toFixed(2)}`,
      limit: '-',
      met: true,
    },
    {
      name: '  the same COPY without triggers, link keys and statistics facts refreshed once (reported)',
      measured: seconds(bareCopyTime),
      limit: '-',
      met: true,
    },
    {
      name: 'api peak memory (RSS) during the upload',
      measured:
        `${memory.peakMb.toFixed(0)} MB (from ${memoryBefore.rssMb.toFixed(0)} MB; reading ` +
        `${peakWhile(requested, answered).toFixed(0)} MB, writing ${peakWhile(answered, last.at).toFixed(0)} MB)`,
      limit: '< 1024 MB',
      met: memory.peakMb < 1024,
    },
    {
      name: 'progress events per second, request to Success',
      measured: `${events.length} in ${seconds(total)} = ${eventsPerSecond.toFixed(2)}/s`,
      limit: '-',
      met: true,
    },
    {
      name: 'largest wait for a progress event, from the request',
      measured: `${seconds(gap)} (once the job runs: ${seconds(importGap)})`,
      limit: '-',
      met: true,
    },
    ...comparisons.map(({ subject, baseline }) => {
      const ratio = median(subject.samples) / median(baseline.samples);
      return {
        name: `${subject.name.replace(', during the upload', '')}: during / idle (medians)`,
        measured: `${median(subject.samples).toFixed(0)} / ${median(baseline.samples).toFixed(0)} ms = ${ratio.toFixed(2)}`,
        limit: '-',
        met: true,
      };
    }),
    {
      name: 'slowest search during the upload (reported)',
      measured: `${seconds(slowest.ms)}, ${slowest.at < answered ? 'while the file was read' : 'while it was written'}`,
      limit: '-',
      met: true,
    },
  ];
  console.log(
    `\n${rowCount.toLocaleString('en')} rows uploaded: ${job.status}; ${during[0].length} rounds of searches ` +
      `during the upload (${resets} sent again after a connection reset), ${idle[0].length} idle\n`,
  );
  // Where the slowdown falls: while the api reads and checks the file (both cores busy) and while PostgreSQL alone
  // writes the rest.
  const phases = searches.flatMap((search, index) =>
    [
      { phase: 'while the file was read', samples: during[index].filter(({ at }) => at < answered) },
      { phase: 'while the rest was written', samples: during[index].filter(({ at }) => at >= answered) },
    ].map(({ phase, samples }) => ({
      subject: { name: `${search.name}, ${phase}`, samples: samples.map(({ ms }) => ms) },
      baseline: comparisons[index].baseline,
    })),
  );
  console.log(report([...comparisons, ...phases.filter(({ subject }) => subject.samples.length), ...afterwards]));
  console.log(`\n${targetReport(targets)}`);
} finally {
  await api.stop();
  await sqlClient.end();
  await embedded?.stop();
}
