import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { repositoryRoot } from '../api/src/core/config.ts';

/** The api as production runs it, in a process of its own, so that its memory can be read from /proc. */
export interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function spawnApi(env: NodeJS.ProcessEnv, startTimeoutMs = 120_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', './api/register.mjs', 'api/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The api did not start in time:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The api exited (code ${code}):\n${output}`)));
  });
  // Stopped, the api exits with 0; a benchmark would otherwise fail at a call to a process gone without saying why.
  child.once('exit', (code, signal) => {
    if (code !== 0) process.stderr.write(`The api exited (${signal ?? `code ${code}`}):\n${output.slice(-10_000)}\n`);
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size now and at its peak (kB → MB), from /proc/<pid>/status. */
export async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}

/** Starts a new peak: the kernel resets VmHWM to the current RSS (Linux, `clear_refs` value 5). */
export async function resetPeakMemory(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}
