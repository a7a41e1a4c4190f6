import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** argon2's own defaults (64 MiB, three passes, four lanes), in its notation. */
export const defaultPasswordHashCost = 'm=65536,t=3,p=4';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  /** The address of the data's licence, named in the home page's dataset description. */
  DATASET_LICENSE: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repositoryRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SEED_DEMO: flag.default(true),
  DEMO_VALUATIONS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  ADMIN_EMAIL: z.email().default('admin@esvd.local'),
  ADMIN_PASSWORD: z.string().min(5).optional(),
  DEMO_PASSWORD: z.string().min(5).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ESVD <no-reply@esvd.local>'),
  CORS_ORIGINS: z.string().default(''),
  MAP_ORIGINS: z.string().optional(),
  VITE_MAP_STYLE_URL: z.url().or(z.literal('')).optional(),
  WEB_DIST: z.string().default(path.join(repositoryRoot, 'web/dist')),
  MAX_QUERY_DEPTH: z.coerce.number().int().min(2).default(10),
  MAX_QUERY_COMPLEXITY: z.coerce.number().int().min(10).default(200_000),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  UPLOAD_CHUNK_ROWS: z.coerce.number().int().min(1).max(100_000).default(2000),
  UPLOAD_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5000),
  /** How long a VSL grid lock or presence outlives its holder's last heartbeat (README, Configuration). */
  VSL_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** Requests one API key may make per minute (README, Configuration). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * argon2id's cost for new password hashes, in its own notation: memory in KiB, passes, lanes (docs/security.md).
   * The tests, which sign in hundreds of times, set a small one; accounts-privacy.test.ts keeps this default.
   */
  PASSWORD_HASH_COST: z
    .string()
    .regex(/^m=\d+,t=\d+,p=\d+$/, 'write it as m=<KiB>,t=<passes>,p=<lanes>, e.g. m=65536,t=3,p=4')
    .default(defaultPasswordHashCost)
    .transform((cost) => {
      const [memoryCost, timeCost, parallelism] = cost.match(/\d+/g)!.map(Number);
      return { memoryCost, timeCost, parallelism };
    })
    .refine(
      ({ memoryCost, timeCost, parallelism }) => timeCost >= 1 && parallelism >= 1 && memoryCost >= 8 * parallelism,
      'argon2 needs t >= 1, p >= 1 and m >= 8 KiB per lane',
    ),
  /** Accounts one address may sign up per hour (docs/security.md). */
  SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Open connections one address may hold; 0: no cap (docs/security.md). */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /** How long a client may take to send a request's headers (docs/security.md). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** How long a client may take to send a whole request, body included: a 50 MB upload on a slow line. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(480_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

const listOf = (commaSeparated: string) =>
  commaSeparated
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the environment once; every default runs out of the box on a fresh clone. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  return {
    ...values,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    corsOrigins: listOf(values.CORS_ORIGINS),
    // Printing mails (links and codes included) lets a local demo user follow them; anywhere else the log would
    // hand those secrets to whoever reads it.
    printMails: !values.SMTP_URL && !values.DATABASE_URL && values.NODE_ENV !== 'production',
    // The online basemap's hosts, allowed by the Content-Security-Policy; by default the host of its style.
    mapOrigins: listOf(
      values.MAP_ORIGINS ?? (values.VITE_MAP_STYLE_URL ? new URL(values.VITE_MAP_STYLE_URL).origin : ''),
    ),
  };
}
