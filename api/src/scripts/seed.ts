// npm run db:seed -- [--valuations N] [--seed S] [--reset]
// Seeds an empty database (reference data, roles, first version, admin, demo users and N demo value
// records). With --reset it empties the study and valuation tables of a seeded database and generates
// the demo dataset again at the given size, e.g. 1,000,000 value records for the benchmark.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.ts';
import { openDatabase } from '../db/database.ts';
import { defaultDemoSeed, demoTables, finishDemoData, seedDemoData, seedIfEmpty } from '../db/seed/index.ts';
import { seedDemoVsl } from '../db/seed/demo-vsl.ts';
import { truncateTables } from '../db/seed/seed.sql.ts';
import { noStatementTimeoutInTransaction } from '../db/database.sql.ts';
import { executeIn } from '../core/sql.ts';
import { createLogger } from '../core/logger.ts';

const { values } = parseArgs({
  options: {
    valuations: { type: 'string' },
    seed: { type: 'string', default: String(defaultDemoSeed) },
    reset: { type: 'boolean', default: false },
  },
});

const wholeNumber = (name: string, text: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number, not "${text}"`);
  return value;
};

const config = loadConfig({
  ...process.env,
  ...(values.valuations === undefined ? {} : { DEMO_VALUATIONS: String(wholeNumber('valuations', values.valuations)) }),
});
const demoSeed = wholeNumber('seed', values.seed);
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase(config, logger);
try {
  const seeded = await seedIfEmpty(database.orm, config, logger, { demoSeed });
  if (values.reset && !seeded) {
    const started = Date.now();
    logger.info(`Regenerating the demo data: ${config.DEMO_VALUATIONS} value records, seed ${demoSeed}`);
    const summary = await database.orm.em.fork().transactional(async (em) => {
      // Regenerating a million records takes minutes; the pool's statement_timeout is for requests.
      await executeIn(em, noStatementTimeoutInTransaction);
      // The export lines and link keys derived from valuations go with them (the seed derives the keys again).
      await executeIn(em, truncateTables([...demoTables, 'valuation_export_line', 'valuation_link_keys']));
      const demo = await seedDemoData(em, { valuations: config.DEMO_VALUATIONS, seed: demoSeed, logger });
      await seedDemoVsl(em);
      return demo;
    });
    await finishDemoData(database.orm, logger);
    logger.info(
      `Demo data: ${summary.studies} studies, ${summary.valuations} value records, ${summary.links} links ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else if (!seeded) {
    logger.info('The database is already seeded; --reset regenerates the demo data');
  }
} finally {
  await database.close();
}
