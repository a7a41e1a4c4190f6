import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config.ts';
import { Role, type RoleName } from '../../modules/access/index.ts';
import { hashPassword, User } from '../../modules/accounts/index.ts';
import { ReferenceInfo } from '../../modules/reference-info/index.ts';
import { makeMissingExportLines } from '../../modules/valuations/index.ts';
import type { Logger } from '../../core/logger.ts';
import { executeIn, withStatementTimeout } from '../../core/sql.ts';
import { noStatementTimeoutInTransaction } from '../database.sql.ts';
import { seedDemoData, type DemoDataSummary } from './demo-data.ts';
import { seedDemoVsl } from './demo-vsl.ts';
import { seedDemoVtt } from './demo-vtt.ts';
import { seedReferenceData, syncRoles } from './reference-data.ts';
import {
  compactValuations,
  giveUnpublishedStudiesTo,
  lockSeeding,
  referenceDataSeeded,
  vacuumSearchedTables,
} from './seed.sql.ts';

export { seedDemoData, defaultDemoSeed, demoTables, type DemoDataOptions, type DemoDataSummary } from './demo-data.ts';
export { buildReferenceLists, seedReferenceData, syncRoles } from './reference-data.ts';

/** The citation of the first database version when the demo data are seeded. */
export const demoCitation =
  'ESVD demonstration database. The value records in this installation are synthetic, generated for demonstration ' +
  'and testing; they are not real valuations and must not be cited or used for policy or research.';

/** The citation of the first database version of an installation without demo data. */
export const emptyCitation =
  'Ecosystem Services Valuation Database (ESVD). This installation holds no value records yet; replace this text ' +
  'with the database citation before publishing data.';

/** One demo account per role: "demo-analyst" signs in as demo-analyst or demo-analyst@esvd.local. */
export const demoAccounts: { role: RoleName; userName: string; displayName: string }[] = [
  { role: 'basic', userName: 'demo-basic', displayName: 'Demo basic user' },
  { role: 'user', userName: 'demo-user', displayName: 'Demo user' },
  { role: 'dataAnalyst', userName: 'demo-analyst', displayName: 'Demo data analyst' },
  { role: 'editorInChief', userName: 'demo-editor', displayName: 'Demo editor in chief' },
  { role: 'admin', userName: 'demo-admin', displayName: 'Demo administrator' },
  { role: 'coCapacity', userName: 'demo-cocapacity', displayName: 'Demo co-capacity' },
];

export const demoEmail = (userName: string) => `${userName}@esvd.local`;

const newPassword = () => randomBytes(12).toString('base64url');

export interface SeedOptions {
  /** Seed of the demo data generator. */
  demoSeed?: number;
}

interface SeedOutcome {
  adminPassword?: string;
  demoPassword?: string;
  demo?: DemoDataSummary;
}

/**
 * Runs at every start after the migrations. Writes the role table of access/roles.ts (idempotent), and,
 * only when the database has no reference data yet, seeds it in one transaction: the 19 reference lists,
 * the first database version, the administrator and, with SEED_DEMO, the demo accounts and demo
 * dataset. Passwords that were generated are logged once. Returns whether it seeded.
 */
export async function seedIfEmpty(
  orm: MikroORM,
  config: Config,
  logger: Logger,
  options: SeedOptions = {},
): Promise<boolean> {
  const started = Date.now();
  const outcome = await orm.em.fork().transactional(async (em): Promise<SeedOutcome | undefined> => {
    // Seeding a million records takes minutes, and so may waiting here for another process's seeding.
    await executeIn(em, noStatementTimeoutInTransaction);
    await executeIn(em, lockSeeding);
    await syncRoles(em);
    const [{ seeded }] = await executeIn<{ seeded: boolean }>(em, referenceDataSeeded);
    if (seeded) return undefined;

    logger.info('Empty database: seeding reference data, roles, the first database version and the administrator');
    await seedReferenceData(em);
    const adminPassword = config.ADMIN_PASSWORD ? undefined : newPassword();
    const admin = await createAdmin(em, config, config.ADMIN_PASSWORD ?? adminPassword!);
    const now = new Date();
    const firstVersion = { month: now.getUTCMonth(), year: now.getUTCFullYear(), version: 1, subversion: 0 };
    em.create(ReferenceInfo, { ...firstVersion, fromCitation: false, createdOn: now, createdBy: admin });
    em.create(ReferenceInfo, {
      ...firstVersion,
      referenceText: config.SEED_DEMO ? demoCitation : emptyCitation,
      fromCitation: true,
      createdOn: now,
      createdBy: admin,
    });
    await em.flush();
    if (!config.SEED_DEMO) return { adminPassword };

    const demoPassword = config.DEMO_PASSWORD ? undefined : newPassword();
    const analyst = await createDemoAccounts(em, config, config.DEMO_PASSWORD ?? demoPassword!);
    const demo = await seedDemoData(em, { valuations: config.DEMO_VALUATIONS, seed: options.demoSeed, logger });
    await seedDemoVsl(em);
    await seedDemoVtt(em);
    await executeIn(em, giveUnpublishedStudiesTo(analyst.id));
    return { adminPassword, demoPassword, demo };
  });
  if (!outcome) return false;

  if (outcome.adminPassword) {
    logger.warn(
      `Administrator created: user "admin" (${config.ADMIN_EMAIL}), password ${outcome.adminPassword} ` +
        '(generated because ADMIN_PASSWORD is unset; shown only this once)',
    );
  } else {
    logger.info(`Administrator created: user "admin" (${config.ADMIN_EMAIL}), password from ADMIN_PASSWORD`);
  }
  if (outcome.demo) {
    const logins = demoAccounts.map((account) => `${account.userName} (${account.role})`).join(', ');
    const password = outcome.demoPassword
      ? `${outcome.demoPassword} (generated because DEMO_PASSWORD is unset; shown only this once)`
      : 'from DEMO_PASSWORD';
    logger.info(`Demo accounts, each with password ${password}: ${logins}; e-mail <user name>@esvd.local`);
    logger.info(
      `Demo data: ${outcome.demo.studies} studies, ${outcome.demo.valuations} value records, ` +
        `${outcome.demo.links} links in ${(outcome.demo.milliseconds / 1000).toFixed(1)} s`,
    );
    await finishDemoData(orm, logger);
  }
  logger.info(`Seeding finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * After demo data is committed: the table is compacted (deriving each record's statistics facts rewrote
 * most rows once, and a search scans the table at its size on disk), vacuumed, and the export lines are made.
 */
export async function finishDemoData(orm: MikroORM, logger: Logger): Promise<void> {
  const started = Date.now();
  await withStatementTimeout(orm.em.fork(), 0, async (client) => {
    await client.query(compactValuations.toQuery());
    await client.query(vacuumSearchedTables.toQuery());
  });
  const lines = await makeMissingExportLines(orm.em.fork());
  logger.info(`Demo data compacted and ${lines} export lines made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The administrator holds co-capacity, the role that inherits every resource. */
async function createAdmin(em: EntityManager, config: Config, password: string): Promise<User> {
  const admin = em.create(User, {
    userName: 'admin',
    displayName: 'Administrator',
    email: config.ADMIN_EMAIL,
    organization: 'ESVD',
    sector: 'Other',
    sectorOther: 'Database administration',
    purposeOfAccess: 'Other',
    purposeOfAccessOther: 'Database administration',
    role: await em.findOneOrFail(Role, { name: 'coCapacity' }),
    passwordHash: await hashPassword(password, config.PASSWORD_HASH_COST),
    emailConfirmed: true,
  });
  await em.flush();
  return admin;
}

/** One confirmed account per role sharing one password; returns the data analyst. */
async function createDemoAccounts(em: EntityManager, config: Config, password: string): Promise<User> {
  const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
  const roles = new Map((await em.find(Role, {})).map((role) => [role.name, role]));
  const users = demoAccounts.map((account) =>
    em.create(User, {
      userName: account.userName,
      displayName: account.displayName,
      email: demoEmail(account.userName),
      organization: 'ESVD demonstration',
      sector: 'Academia',
      purposeOfAccess: 'Research',
      role: roles.get(account.role)!,
      passwordHash,
      emailConfirmed: true,
    }),
  );
  await em.flush();
  return users[demoAccounts.findIndex((account) => account.role === 'dataAnalyst')];
}
