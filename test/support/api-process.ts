import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';

/** A real api process: the api compiled from the sources as they are, started the way production starts it. */
export interface ApiProcess {
  url: string;
  port: number;
  /** Everything it printed so far, for failure messages. */
  output(): string;
  /**
   * Resolves once what it printed from offset `from` of its output (`output().length` before the cause, so that an
   * earlier line of the same kind does not count) matches `pattern`, with the match; rejects when it exits first.
   */
  untilOutput(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  /** Its exit code once it has exited (null while it runs or when a signal ended it). */
  exitCode(): number | null;
  stop(): Promise<void>;
  /** Kills it with SIGKILL, as a crash would: nothing of its own shutdown runs. */
  kill(): Promise<void>;
}

const startTimeoutMs = 90_000;
/**
 * More than the api's own shutdown may take: it gives its embedded PostgreSQL's fast shutdown (a checkpoint,
 * slow on a busy disk) 30 s before it escalates (`stopPostmaster`). Killing the api sooner leaves the
 * postmaster running, which is what a test of the shutdown would then see.
 */
const stopTimeoutMs = 60_000;

const listeningLine = /Listening on https?:\/\/\S+:(\d+)/;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the api compiled for this run (`compileApi`). */
    compiledApi: string;
  }
}

/**
 * Compiles the api (api/build.mjs) for a run's api processes, once, in its global setup: into a folder of its own two
 * folders below the repository, as api/dist is. Production runs the compiled api (`npm run serve`), which starts in
 * half the time of the TypeScript compiled as it loads.
 */
export async function compileApi(): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = path.join(repositoryRoot, '.tmp', `api-under-test-${randomBytes(4).toString('hex')}`);
  await promisify(execFile)(process.execPath, ['api/build.mjs', folder], { cwd: repositoryRoot });
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * An environment as production gives the api: nothing of vitest's in it (MikroORM would take the process for a
 * TypeScript run) and no NODE_OPTIONS (the tests' loader).
 */
export function productionProcessEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'),
  );
}

/**
 * Starts the compiled api with the given environment (logging at least at info, which is where it
 * announces its address) and resolves once it logs `Listening on http://…:<port>`, or, to catch it while it
 * is still starting, once its output matches `until` (its port is then 0).
 */
export async function startApiProcess(
  env: NodeJS.ProcessEnv,
  { until = listeningLine, compiledApi = inject('compiledApi') }: { until?: RegExp; compiledApi?: string } = {},
): Promise<ApiProcess> {
  const main = path.join(compiledApi, 'main.js');
  const child = spawn(process.execPath, [main], {
    cwd: repositoryRoot,
    env: { ...productionProcessEnvironment(env), LOG_LEVEL: env.LOG_LEVEL === 'debug' ? 'debug' : 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** Who waits for what it prints (its start, `untilOutput`): told of each chunk it prints and of its end. */
  const watchers = new Set<{ heard(): void; exited(): void }>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher.heard();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let closed = false;
  child.on('close', () => {
    closed = true;
    for (const watcher of watchers) watcher.exited();
  });

  const port = await new Promise<number>((resolve, reject) => {
    const starting = {
      heard() {
        if (until.test(output)) settle(() => resolve(Number(listeningLine.exec(output)?.[1] ?? 0)));
      },
      exited() {},
    };
    const onEarlyExit = (code: number | null, signal: string | null) =>
      settle(() => reject(new Error(`The api process exited early (code ${code}, signal ${signal}):\n${output}`)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new Error(`The api process did not start within ${startTimeoutMs / 1000} s:\n${output}`)));
    }, startTimeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      watchers.delete(starting);
      child.off('exit', onEarlyExit);
      outcome();
    };
    watchers.add(starting);
    child.on('exit', onEarlyExit);
  });

  /**
   * Sends `signal` to the api's node process alone and waits until it has exited and its output is read
   * ('exit' may come before the last lines it printed).
   */
  const exitOn = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const closed = once(child, 'close');
    child.kill(signal);
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    untilOutput: (pattern, from = 0) =>
      new Promise((resolve, reject) => {
        const watcher = {
          heard() {
            const match = pattern.exec(output.slice(from));
            if (!match) return;
            watchers.delete(watcher);
            resolve(match);
          },
          exited() {
            watchers.delete(watcher);
            reject(new Error(`The api process exited before it printed ${pattern}:\n${output.slice(from)}`));
          },
        };
        watchers.add(watcher);
        watcher.heard();
        if (closed && watchers.has(watcher)) watcher.exited();
      }),
    exitCode: () => child.exitCode,
    kill: () => exitOn('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => {
        output += `\n(the test killed the api with SIGKILL: it had not stopped within ${stopTimeoutMs / 1000} s of SIGTERM)\n`;
        child.kill('SIGKILL');
      }, stopTimeoutMs);
      await exitOn('SIGTERM');
      clearTimeout(timer);
    },
  };
}
