import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { repositoryRoot } from '../../api/src/core/config.ts';

/** A real api process (`api/src/main.ts`, started the way production starts it). */
export interface ApiProcess {
  url: string;
  port: number;
  /** Everything it printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** Kills it with SIGKILL, as a crash would: nothing of its own shutdown runs. */
  kill(): Promise<void>;
}

const startTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;

/**
 * Starts `api/src/main.ts` with the given environment (logging at least at info, which is where it
 * announces its address) and resolves once it logs `Listening on http://…:<port>`.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', './api/register.mjs', 'api/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...env, LOG_LEVEL: env.LOG_LEVEL === 'debug' ? 'debug' : 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';

  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on https?:\/\/\S+:(\d+)/.exec(output);
      if (listening) settle(() => resolve(Number(listening[1])));
    };
    const onEarlyExit = (code: number | null, signal: string | null) =>
      settle(() => reject(new Error(`The api process exited early (code ${code}, signal ${signal}):\n${output}`)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new Error(`The api process did not start within ${startTimeoutMs / 1000} s:\n${output}`)));
    }, startTimeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.off('exit', onEarlyExit);
      outcome();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', onEarlyExit);
  });

  /** Sends `signal` to the api's node process alone and waits until it has exited. */
  const exitOn = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    kill: () => exitOn('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exitOn('SIGTERM');
      clearTimeout(timer);
    },
  };
}
