// npm run bench:growth -- [--sizes 10000,100000,1000000] [--iterations 5] [--search-iterations 30]
// Issue 40 item 8, how cost grows: the two-filter search (page of 100 + total), the broad summary statistics and the
// broad map markers, each through GraphQL beside its SQL floor (as `npm run bench` times them), on each kept generated
// dataset (.data/bench-<size>, made on the first run; or DATABASE_URL's server for a single size). For each call and
// size it says how many records the call matched and how many the table holds, and whether the call's time grows with
// the rows matched or with the table.
//
// In the generated datasets a filter matches the same share of the records at every size, so the growth of the time
// alone cannot tell the two apart. The plan of the floor's statements can: EXPLAIN (ANALYZE, BUFFERS) says which scans
// read a whole relation whatever the filter (a sequential scan, or an index scan without a condition) and how many
// pages the statement touched against the pages of the relations it reads.
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createLogger } from '../api/src/core/logger.ts';
import type { SqlFragment } from '../api/src/core/sql.ts';
import { countQuery } from '../api/src/modules/valuations/valuation-filter.sql.ts';
import { adminToken, benchFilters, graphqlCall } from './api-calls.ts';
import { spawnApi, type ApiProcess } from './api-process.ts';
import { benchDataset } from './dataset.ts';
import {
  conditionOf,
  mapMarkersCalls,
  searchPageCalls,
  statisticsCalls,
  vacuumMeasuredTables,
  type CallWithFloor,
  type GraphqlRequest,
} from './filtered-calls.ts';
import { compare, percentile, table } from './harness.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    iterations: { type: 'string', default: '5' },
    'search-iterations': { type: 'string', default: '30' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const heavyIterations = Number(values.iterations);
const searchIterations = Number(values['search-iterations']);
if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error(`--sizes: ${values.sizes}`);
if (process.env.DATABASE_URL && sizes.length > 1) {
  throw new Error('DATABASE_URL holds one dataset: give one size, or unset it to use the kept ones in .data');
}
const adminPassword = 'bench-admin-password';
// Beside `npm run bench` (54339) and `npm run bench:map` (54340), so that either may run while this does.
const embeddedPort = 54341;
const logger = createLogger('info');

const callNames = ['two-filter search', 'broad statistics', 'broad markers'] as const;
type CallName = (typeof callNames)[number];

/**
 * What a floor's plans did: pages touched (shared buffers hit or read) against the pages of the relations they read,
 * and the rows read by scans that read their whole relation whatever the filter (no index condition narrows them)
 * against those read by scans the filter narrows. Reference lists (`ref_*`) keep their size whatever the records
 * and are left out of both.
 */
interface PlanWork {
  buffers: number;
  relationPages: number;
  wholeScanRows: number;
  narrowedScanRows: number;
  wholeScans: string[];
}

interface Measured {
  size: number;
  call: CallName;
  tableRows: number;
  matchedRows: number;
  productMs: number;
  sqlMs: number;
  plan: PlanWork;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

/** A scan that reads its whole relation whatever the filter asks: no index condition narrows it. */
const readsWholeRelation = (node: PlanNode) =>
  node['Node Type'] === 'Seq Scan' ||
  (/^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Cond'] === undefined);

/** Runs a statement under EXPLAIN (ANALYZE, BUFFERS) and sums what its plan read. */
async function planWork(client: pg.Client, statement: SqlFragment): Promise<PlanWork> {
  const { text, values: parameters } = statement.toQuery();
  const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, parameters);
  const root: PlanNode = rows[0]['QUERY PLAN'][0].Plan;
  const relationsRead = new Set<string>();
  const work: PlanWork = {
    // A node's buffers include its children's: the root's are the statement's.
    buffers: root['Shared Hit Blocks'] + root['Shared Read Blocks'],
    relationPages: 0,
    wholeScanRows: 0,
    narrowedScanRows: 0,
    wholeScans: [],
  };
  const visit = (node: PlanNode) => {
    // An index-only scan reads its index alone, not its table's pages.
    const readsTable = node['Node Type'] !== 'Index Only Scan';
    for (const relation of [readsTable && node['Relation Name'], node['Index Name']]) {
      if (relation) relationsRead.add(relation);
    }
    // Bitmap index scans carry no relation name: their heap scan above them counts the rows.
    const relation = node['Relation Name'];
    if (relation && !relation.startsWith('ref_')) {
      const rowsRead =
        (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops'];
      if (readsWholeRelation(node)) {
        work.wholeScanRows += rowsRead;
        work.wholeScans.push(`${node['Node Type']} on ${node['Index Name'] ?? relation}`);
      } else {
        work.narrowedScanRows += rowsRead;
      }
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  const { rows: pages } = await client.query<{ pages: string }>(
    `select coalesce(sum(pg_relation_size(c.oid) / current_setting('block_size')::int), 0) as pages
       from pg_class c where c.relname = any($1) and c.relnamespace = 'public'::regnamespace`,
    [[...relationsRead]],
  );
  work.relationPages = Number(pages[0].pages);
  return work;
}

/** The statements' plans summed: the statistics' floor is two statements. */
async function plansWork(client: pg.Client, statements: SqlFragment[]): Promise<PlanWork> {
  const works: PlanWork[] = [];
  for (const statement of statements) works.push(await planWork(client, statement));
  const sum = (part: (work: PlanWork) => number) => works.reduce((total, work) => total + part(work), 0);
  return {
    buffers: sum((work) => work.buffers),
    relationPages: sum((work) => work.relationPages),
    wholeScanRows: sum((work) => work.wholeScanRows),
    narrowedScanRows: sum((work) => work.narrowedScanRows),
    wholeScans: [...new Set(works.flatMap((work) => work.wholeScans))],
  };
}

const median = (samples: number[]) => percentile(samples, 0.5);

/** What the size under way started, to stop if the run is interrupted: the api first, then its database. */
const running: { stop(): Promise<void> }[] = [];
async function stopRunningAndExit() {
  for (const server of running.reverse()) await server.stop().catch(() => {});
  process.exit(130);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopRunningAndExit());

/**
 * The kept dataset of `size`, waiting while another benchmark's embedded PostgreSQL holds it (the machine is shared
 * and a data directory takes one server at a time); a size a minute later is better than a failed run.
 */
async function datasetWhenFree(size: number, patienceMinutes = 30) {
  for (let waited = 0; ; waited++) {
    try {
      return await benchDataset(size, embeddedPort, adminPassword);
    } catch (error) {
      const heldByAnother = error instanceof Error && error.message.includes('belongs to another running');
      if (!heldByAnother || waited >= patienceMinutes * 2) throw error;
      if (waited === 0) logger.info(`${size.toLocaleString('en')} records: the dataset is in use, waiting for it`);
      await setTimeout(30_000);
    }
  }
}

/** One size: its dataset's server and an api on it started, the three calls measured, both stopped again. */
async function measureSize(size: number): Promise<Measured[]> {
  const { databaseUrl, environment, embedded } = await datasetWhenFree(size);
  if (embedded) running.push(embedded);
  const sqlClients: [pg.Client, pg.Client] = [
    new pg.Client({ connectionString: databaseUrl }),
    new pg.Client({ connectionString: databaseUrl }),
  ];
  let api: ApiProcess | undefined;
  try {
    for (const client of sqlClients) await client.connect();
    const [sqlClient] = sqlClients;
    await vacuumMeasuredTables(sqlClient);
    api = await spawnApi(environment);
    running.push(api);
    const { url } = api;
    const { twoFilters, broad } = await benchFilters(sqlClient);
    const {
      rows: [{ count: tableRows }],
    } = await sqlClient.query<{ count: number }>('select count(*)::int as count from valuation');
    // The session's token is taken after the plans below, just before the timings; the calls read it when made.
    let token = '';
    const graphql: GraphqlRequest = (query, variables) => graphqlCall(url, token, query, variables);
    const calls: { name: CallName; filter: unknown; callWithFloor: CallWithFloor; iterations: number }[] = [
      {
        name: 'two-filter search',
        filter: twoFilters,
        callWithFloor: searchPageCalls(graphql, sqlClient, twoFilters),
        iterations: searchIterations,
      },
      {
        name: 'broad statistics',
        filter: broad,
        callWithFloor: statisticsCalls(graphql, sqlClients, broad),
        iterations: heavyIterations,
      },
      {
        name: 'broad markers',
        filter: broad,
        callWithFloor: mapMarkersCalls(graphql, sqlClient, broad),
        iterations: heavyIterations,
      },
    ];

    // The counts and plans first, then the timings back to back: the api's kept connections are not left idle for
    // seconds between them while a large dataset's EXPLAIN ANALYZE runs (an idle one the api closes as it is reused
    // fails the call).
    const counted: { matchedRows: number; plan: PlanWork }[] = [];
    for (const { filter, callWithFloor } of calls) {
      const {
        rows: [{ count: matchedRows }],
      } = await sqlClient.query<{ count: number }>(countQuery(conditionOf(filter)).toQuery());
      counted.push({ matchedRows, plan: await plansWork(sqlClient, callWithFloor.floorStatements) });
    }
    token = await adminToken(url, adminPassword);
    const measured: Measured[] = [];
    for (const [index, { name, callWithFloor, iterations }] of calls.entries()) {
      logger.info(`${size.toLocaleString('en')} records: ${name}, ${iterations} iterations`);
      const comparison = await compare(callWithFloor.call, callWithFloor.floor, iterations);
      measured.push({
        size,
        call: name,
        tableRows,
        ...counted[index],
        productMs: median(comparison.subject.samples),
        sqlMs: median(comparison.baseline.samples),
      });
    }
    return measured;
  } finally {
    running.length = 0;
    await api?.stop();
    for (const client of sqlClients) await client.end().catch(() => {});
    await embedded?.stop();
  }
}

const thousands = (count: number) => Math.round(count).toLocaleString('en');
const times = (factor: number) => `x${factor.toFixed(1)}`;
const wholeShare = (plan: PlanWork) => plan.wholeScanRows / (plan.wholeScanRows + plan.narrowedScanRows);
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

/** How a call's figures grew from one size to the next. */
function growthRow(before: Measured, after: Measured): string[] {
  return [
    after.call,
    `${thousands(before.size)} -> ${thousands(after.size)}`,
    times(after.tableRows / before.tableRows),
    times(after.matchedRows / before.matchedRows),
    times(after.productMs / before.productMs),
    times(after.sqlMs / before.sqlMs),
    times(after.plan.buffers / before.plan.buffers),
  ];
}

/**
 * The verdict at the largest size. Matched and table rows grow alike in the generated data, so the plan decides: when
 * scans that no filter narrows read more rows than the narrowed ones, the work is set by the table.
 */
function verdictOf(call: CallName, largest: Measured): string {
  const { plan } = largest;
  const tableBound = plan.wholeScanRows > plan.narrowedScanRows;
  const readRows = `${thousands(plan.wholeScanRows)} rows by whole-relation scans, ${thousands(plan.narrowedScanRows)} by filtered ones`;
  const wholeScans = plan.wholeScans.length ? ` (${plan.wholeScans.join(', ')})` : '';
  return (
    `${call}: grows with ${tableBound ? 'the table' : 'the rows matched'}. At ${thousands(largest.size)} its SQL ` +
    `matched ${thousands(largest.matchedRows)} of ${thousands(largest.tableRows)} records and read ${readRows}` +
    `${wholeScans}; buffers touched: ${percent(plan.buffers / plan.relationPages)} of the pages of the relations it reads.`
  );
}

const started = new Date();
const measured: Measured[] = [];
for (const size of sizes) measured.push(...(await measureSize(size)));
// Measured in the order given (a dataset another benchmark holds can come last); reported smallest first.
measured.sort((one, other) => one.size - other.size);

console.log(
  `\nHow cost grows (issue 40 item 8), started ${started.toISOString().slice(0, 16)}Z; medians of ${searchIterations} ` +
    `search and ${heavyIterations} statistics and markers calls, each alternating with its SQL floor\n`,
);
console.log(
  table(
    [
      'call',
      'size',
      'table rows',
      'matched rows',
      'product ms',
      'SQL ms',
      'ratio',
      'product ms / 1,000 matched',
      'SQL buffers',
      'rows read: whole scans / filtered',
    ],
    measured.map((row) => [
      row.call,
      thousands(row.size),
      thousands(row.tableRows),
      thousands(row.matchedRows),
      row.productMs.toFixed(1),
      row.sqlMs.toFixed(1),
      (row.productMs / row.sqlMs).toFixed(2),
      ((row.productMs / row.matchedRows) * 1000).toFixed(2),
      thousands(row.plan.buffers),
      `${thousands(row.plan.wholeScanRows)} / ${thousands(row.plan.narrowedScanRows)} (${percent(wholeShare(row.plan))} whole)`,
    ]),
  ),
);
const byCall = callNames.map((call) => measured.filter((row) => row.call === call));
if (sizes.length > 1) {
  const growth = byCall.flatMap((rows) => rows.slice(1).map((after, index) => growthRow(rows[index], after)));
  console.log(
    `\n${table(['call', 'sizes', 'table rows', 'matched rows', 'product ms', 'SQL ms', 'SQL buffers'], growth)}`,
  );
}
console.log('');
for (const [index, rows] of byCall.entries()) console.log(verdictOf(callNames[index], rows[rows.length - 1]));
