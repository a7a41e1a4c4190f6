const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

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
    error: (message, error) =>
      write('error', error instanceof Error ? `${message}: ${error.stack ?? error.message}` : message),
  };
}
