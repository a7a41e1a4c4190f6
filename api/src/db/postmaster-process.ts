import { execFile } from 'node:child_process';
import { readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { Logger } from '../core/logger.ts';

/**
 * The command-line setting that names the api process which started a postmaster: a postmaster whose
 * parent is no longer that process was left behind by a crash. PostgreSQL accepts any dotted name.
 */
export const ownerSetting = 'esvd.owner_pid';

/** The lock file PostgreSQL keeps in its data directory while it runs: its first line is the postmaster's pid. */
export const lockFilePath = (databaseDir: string) => path.join(databaseDir, 'postmaster.pid');

export interface LockFile {
  pid: number;
  /** The eighth line: `starting`, `ready`, `stopping` or `standby` once the postmaster has written it. */
  status: string;
}

/** A text file's content; undefined when there is no such file. */
export async function readTextIfExists(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

export async function readLockFile(databaseDir: string): Promise<LockFile | undefined> {
  const text = await readTextIfExists(lockFilePath(databaseDir));
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  return { pid: Number(lines[0]), status: lines[7]?.trim() ?? '' };
}

interface ProcessFacts {
  parentPid: number;
  /** Exited, waiting for its parent to collect it: as good as gone. */
  zombie: boolean;
  argv: string[];
}

const run = promisify(execFile);

/** What the system says about a process; undefined when there is none with that pid. */
async function processFacts(pid: number): Promise<ProcessFacts | undefined> {
  try {
    if (process.platform === 'linux') {
      const [stat, commandLine] = await Promise.all([
        readFile(`/proc/${pid}/stat`, 'utf8'),
        readFile(`/proc/${pid}/cmdline`, 'utf8'),
      ]);
      // `pid (name) state ppid …`; the name may hold spaces and parentheses, so read after the last `)`.
      const [state, parentPid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { parentPid: Number(parentPid), zombie: state === 'Z', argv: commandLine.split('\0').filter(Boolean) };
    }
    // Elsewhere `ps` tells the same, with the arguments joined by spaces (a path with spaces will not match).
    const { stdout } = await run('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)]);
    const [parentPid, state, ...argv] = stdout.trim().split(/\s+/);
    return { parentPid: Number(parentPid), zombie: state.startsWith('Z'), argv };
  } catch {
    return undefined;
  }
}

function isPositivePid(pid: number): boolean {
  return Number.isSafeInteger(pid) && pid > 0;
}

async function hasExited(pid: number): Promise<boolean> {
  const facts = await processFacts(pid);
  return !facts || facts.zombie;
}

const optionValue = (argv: string[], option: string) => {
  const index = argv.indexOf(option);
  return index < 0 ? undefined : argv[index + 1];
};

/** The setting `name` given as `-c name=value` on a command line. */
const settingValue = (argv: string[], name: string) =>
  argv.find((argument, index) => argv[index - 1] === '-c' && argument.startsWith(`${name}=`))?.slice(name.length + 1);

/**
 * Whether two paths name one directory, symbolic links followed: a postmaster started through a link to this data
 * directory holds it as surely as one started with its own path, and its lock file is not stale.
 */
async function sameDirectory(first: string, second: string): Promise<boolean> {
  const real = (directory: string) => realpath(directory).catch(() => path.resolve(directory));
  const [firstReal, secondReal] = await Promise.all([real(first), real(second)]);
  return firstReal === secondReal;
}

type LockHolder =
  { kind: 'gone' } | { kind: 'stranger' } | { kind: 'our postmaster'; ownerAlive: boolean; ownerPid: number };

/** Who holds the pid a lock file names: nobody, a process that is not this data directory's postmaster, or it. */
async function lockHolder(pid: number, databaseDir: string): Promise<LockHolder> {
  const facts = isPositivePid(pid) ? await processFacts(pid) : undefined;
  if (!facts || facts.zombie) return { kind: 'gone' };
  const isPostgres = path.basename(facts.argv[0] ?? '') === 'postgres';
  const dataDirectory = optionValue(facts.argv, '-D');
  if (!isPostgres || !dataDirectory || !(await sameDirectory(dataDirectory, databaseDir))) {
    return { kind: 'stranger' };
  }
  const ownerPid = Number(settingValue(facts.argv, ownerSetting));
  // The api that started it is still its parent: not an orphan, but a second api on the same DATA_DIR.
  const ownerAlive = isPositivePid(ownerPid) && facts.parentPid === ownerPid;
  return { kind: 'our postmaster', ownerAlive, ownerPid };
}

/**
 * The ways to stop a postmaster, gentlest first, each given its time: a fast shutdown (open transactions
 * roll back, a checkpoint is written), an immediate one (the next start recovers from the write-ahead log),
 * and a kill (the same, and its children notice and exit on their own).
 */
const shutdownSteps = [
  { signal: 'SIGINT', waitMs: 30_000 },
  { signal: 'SIGQUIT', waitMs: 10_000 },
  { signal: 'SIGKILL', waitMs: 10_000 },
] as const;

/** Stops the postmaster `pid`, escalating when it does not exit in time; `exited` says when it has. */
export async function stopPostmaster(
  pid: number,
  exited: () => Promise<boolean> | boolean,
  logger: Logger,
): Promise<void> {
  for (const { signal, waitMs } of shutdownSteps) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw error;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (await exited()) return;
      await sleep(100);
    }
    logger.warn(`PostgreSQL (pid ${pid}) did not stop within ${waitMs / 1000} s of ${signal}`);
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop, even on SIGKILL`);
}

/**
 * Clears the way for a postmaster in `databaseDir`. A lock file left by a crash names either a dead
 * process or one that took its pid later: the file is removed (PostgreSQL would refuse to start while
 * its pid runs). A postmaster of this data directory whose api died is stopped. Nothing else is ever
 * signalled; a postmaster that a running api still owns is an error.
 */
export async function clearStaleLock(databaseDir: string, logger: Logger): Promise<void> {
  const lock = await readLockFile(databaseDir);
  if (!lock) return;
  const holder = await lockHolder(lock.pid, databaseDir);
  if (holder.kind === 'our postmaster') {
    if (holder.ownerAlive) {
      throw new Error(
        `The embedded PostgreSQL in ${databaseDir} (pid ${lock.pid}) belongs to another running api (pid ` +
          `${holder.ownerPid}): stop that one first, or give this one another DATA_DIR.`,
      );
    }
    logger.warn(
      `Stopping the embedded PostgreSQL (pid ${lock.pid}) that an earlier run left running in ${databaseDir}`,
    );
    await stopPostmaster(lock.pid, () => hasExited(lock.pid), logger);
    // A postmaster that had to be killed leaves its lock file behind; one that shut down removed it.
    if (!(await readLockFile(databaseDir))) return;
  } else {
    const why = holder.kind === 'gone' ? 'is not running' : 'is not its PostgreSQL';
    logger.warn(`Removing the stale lock file of the embedded PostgreSQL in ${databaseDir}: pid ${lock.pid} ${why}`);
  }
  await rm(lockFilePath(databaseDir), { force: true });
}
