// npm run bench -- [--valuations 100000] [--iterations 200]
// Runs the api on a generated dataset of the chosen size (kept in .data/bench-<size> for re-runs, or on
// DATABASE_URL) and compares each front-door call with the raw SQL that answers the same question.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApp } from '../api/src/app.ts';
import { loadConfig, repositoryRoot } from '../api/src/config.ts';
import { createLogger } from '../api/src/server/logger.ts';
import { measure, report, type Comparison } from './harness.ts';

const { values } = parseArgs({
  options: {
    valuations: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
  },
});
const valuations = Number(values.valuations);
const iterations = Number(values.iterations);

const logger = createLogger('info');
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  DEMO_VALUATIONS: String(valuations),
  ADMIN_PASSWORD: 'bench-admin-password',
  DATA_DIR: path.join(repositoryRoot, `.data/bench-${valuations}`),
  EMBEDDED_PG_PORT: '54339',
});

logger.info(`Starting the api on ${valuations.toLocaleString('en')} generated valuations (first run generates them)`);
const seedStarted = Date.now();
const app = await startApp({ config, logger: createLogger('warn') });
logger.info(`Ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
const sql = new pg.Client({ connectionString: app.database.url });
await sql.connect();

const graphql = async (query: string) => {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) throw new Error(`GraphQL answered ${response.status}`);
  return response.json();
};
const rest = async (pathname: string) => {
  const response = await fetch(`${app.url}${pathname}`);
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
};

try {
  const countSql = () =>
    sql.query('select count(*) from valuation v join study s on s.id = v.study_id where s.is_published');
  const comparisons: Comparison[] = [
    {
      subject: await measure('GraphQL totalValuationCount', iterations, () => graphql('{ totalValuationCount }')),
      baseline: await measure('SQL count', iterations, countSql),
    },
    {
      subject: await measure('REST /api/esvds/totalcount', iterations, () => rest('/api/esvds/totalcount')),
      baseline: await measure('SQL count', iterations, countSql),
    },
    {
      subject: await measure('REST /api/cicesclasses/', iterations, () => rest('/api/cicesclasses/')),
      baseline: await measure('SQL cices rows', iterations, () =>
        sql.query('select * from ref_cices_class order by sort_order, id'),
      ),
    },
    {
      subject: await measure('GraphQL currentDatabaseVersion', iterations, () =>
        graphql('{ currentDatabaseVersion { label referenceText } }'),
      ),
      baseline: await measure('SQL newest version', iterations, () =>
        sql.query('select * from reference_info order by created_on desc, id desc limit 1'),
      ),
    },
  ];
  console.log(`\n${valuations.toLocaleString('en')} valuations, ${iterations} iterations each\n`);
  console.log(report(comparisons));
} finally {
  await sql.end();
  await app.stop();
}
