import { inspect } from 'node:util';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** What went wrong, however it was thrown: an Error's stack, anything else as Node shows it. */
const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : inspect(error, { depth: 3 });

/** Plain line logger: timestamp, level, message. Secrets are never passed to it. */
export function createLogger(level: LogLevel): Logger {
  const threshold = levels[level];
  const write = (at: LogLevel, message: string) => {
    if (levels[at] < threshold) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}`;
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (message) => write('debug', message),
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message, error) => write('error', error === undefined ? message : `${message}: ${describe(error)}`),
  };
}
