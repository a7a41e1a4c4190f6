// What a start does with the lock file a crash left behind, against real processes. The stand-ins for a
// postmaster are node processes whose command line reads like one (`postgres -D <dir> -c esvd.owner_pid=…`).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createLogger } from '../core/logger.ts';
import { clearStaleLock, lockFilePath, ownerSetting } from './postmaster-process.ts';

const logger = createLogger('silent');
let databaseDir: string;
const started: ChildProcess[] = [];

beforeEach(async () => {
  databaseDir = await mkdtemp(path.join(tmpdir(), 'esvd-postmaster-test-'));
});

afterEach(async () => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(databaseDir, { recursive: true, force: true });
});

/** A process that idles until a signal ends it, with the given program name and arguments in its command line. */
async function idleProcess(argv0: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', ...args], {
    argv0,
    stdio: 'ignore',
  });
  started.push(child);
  await once(child, 'spawn');
  return child;
}

const fakePostmaster = (dataDirectory: string, ownerPid: number) =>
  idleProcess('postgres', ['-D', dataDirectory, '-p', '5432', '-c', `${ownerSetting}=${ownerPid}`]);

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

const writeLockFile = (pid: number) => writeFile(lockFilePath(databaseDir), `${pid}\n${databaseDir}\n`);

it('removes a lock file whose process is gone', async () => {
  await writeLockFile(await deadPid());
  await clearStaleLock(databaseDir, logger);
  expect(existsSync(lockFilePath(databaseDir))).toBe(false);
});

it('removes a lock file whose pid now belongs to another program, and leaves that program running', async () => {
  const other = await idleProcess('node', ['-D', databaseDir]);
  await writeLockFile(other.pid!);
  await clearStaleLock(databaseDir, logger);
  expect(existsSync(lockFilePath(databaseDir))).toBe(false);
  expect(isRunning(other)).toBe(true);
});

it("never signals another data directory's postmaster", async () => {
  const otherDirectory = path.join(databaseDir, 'elsewhere');
  const other = await fakePostmaster(otherDirectory, await deadPid());
  await writeLockFile(other.pid!);
  await clearStaleLock(databaseDir, logger);
  expect(existsSync(lockFilePath(databaseDir))).toBe(false);
  expect(isRunning(other)).toBe(true);
});

it('stops the postmaster of its data directory whose api is gone', async () => {
  const orphan = await fakePostmaster(databaseDir, await deadPid());
  await writeLockFile(orphan.pid!);
  const exited = once(orphan, 'exit');
  await clearStaleLock(databaseDir, logger);
  // SIGINT, PostgreSQL's fast shutdown.
  expect(await exited).toEqual([null, 'SIGINT']);
  expect(existsSync(lockFilePath(databaseDir))).toBe(false);
});

it('refuses to start beside a postmaster of its data directory whose api still runs', async () => {
  // This test process started it: its parent is the owner it names.
  const owned = await fakePostmaster(databaseDir, process.pid);
  await writeLockFile(owned.pid!);
  await expect(clearStaleLock(databaseDir, logger)).rejects.toThrow(
    `belongs to another running api (pid ${process.pid})`,
  );
  expect(isRunning(owned)).toBe(true);
  expect(existsSync(lockFilePath(databaseDir))).toBe(true);
});

it('refuses too when that postmaster was started through a symbolic link to its data directory', async () => {
  const link = `${databaseDir}-link`;
  await symlink(databaseDir, link);
  try {
    const owned = await fakePostmaster(link, process.pid);
    await writeLockFile(owned.pid!);
    await expect(clearStaleLock(databaseDir, logger)).rejects.toThrow(
      `belongs to another running api (pid ${process.pid})`,
    );
    expect(isRunning(owned)).toBe(true);
    expect(existsSync(lockFilePath(databaseDir))).toBe(true);
  } finally {
    await rm(link, { force: true });
  }
});
