/** The seeded administrator of every test database. */
export const admin = { usernameOrEmail: 'admin', password: 'admin-password' } as const;

/** The password of the seeded demo accounts, one per role. */
export const demoPassword = 'demo-password';

/**
 * The environment of an api under test: the given database (none: the embedded PostgreSQL in
 * DATA_DIR), a free port, a small demo data set (one demo user per role) and quiet logs. Used for
 * in-process apps (through `loadConfig`) and for real api processes alike (`startApiProcess`).
 */
export function testEnvironment(
  databaseUrl: string | undefined,
  overrides: Record<string, string> = {},
): NodeJS.ProcessEnv {
  // The run's own DATABASE_URL names the server the test databases live on, never an app's database.
  const { DATABASE_URL: _server, ...inherited } = process.env;
  return {
    ...inherited,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    DEMO_VALUATIONS: '300',
    ADMIN_PASSWORD: admin.password,
    DEMO_PASSWORD: demoPassword,
    LOG_LEVEL: 'warn',
    // Tests sign many accounts up from the loopback address; test/api/sign-up-limit.test.ts keeps the real limit.
    SIGN_UPS_PER_ADDRESS: '1000',
    // Tests sign in and set passwords hundreds of times: argon2id at its smallest sound cost rather than 64 MiB and
    // four lanes a check. test/api/accounts-privacy.test.ts keeps the product's cost.
    PASSWORD_HASH_COST: 'm=1024,t=1,p=1',
    ...overrides,
  };
}
