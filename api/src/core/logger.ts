import { DriverException } from '@mikro-orm/core';
import { inspect } from 'node:util';
import type pg from 'pg';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Fields of a thrown object whose values are never logged. */
const secretField = /password|hash|token|secret|otp/i;
const redactedMark = '[redacted]';

/** Any argon2 hash, even cut short: the last guard should a message ever carry one. */
const argon2Hash = /\$argon2(?:id|i|d)\$[^\s'"()]*/g;

/** A copy of a thrown object with the values of secret-named fields replaced. */
function redacted(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 3) return value;
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      secretField.test(key) ? redactedMark : redacted(field, depth + 1),
    ]),
  );
}

/**
 * A failed statement, as MikroORM reports it: its message starts with the statement with every value
 * written in (a password hash, a token's hash) and its detail may repeat the row. Only the error's class,
 * its code (the SQLSTATE) and the names of the constraint, table and column are logged, with the stack's frames.
 */
function describeStatementFailure(
  error: DriverException & Partial<Pick<pg.DatabaseError, 'constraint' | 'table' | 'column'>>,
): string {
  const about = [
    error.code && `code ${error.code}`,
    error.constraint && `constraint ${error.constraint}`,
    error.table && `table ${error.table}`,
    error.column && `column ${error.column}`,
  ].filter(Boolean);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return [`${error.name} (${about.join(', ')})`, ...frames].join('\n');
}

/** What went wrong, however it was thrown: an Error's stack, anything else as Node shows it; never a secret. */
function describe(error: unknown): string {
  if (error instanceof DriverException) return describeStatementFailure(error);
  return error instanceof Error ? (error.stack ?? error.message) : inspect(redacted(error), { depth: 3 });
}

/** Plain line logger: timestamp, level, message. Secrets are never passed to it, nor shown from errors. */
export function createLogger(level: LogLevel): Logger {
  const threshold = levels[level];
  const write = (at: LogLevel, message: string) => {
    if (levels[at] < threshold) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message.replace(argon2Hash, redactedMark)}`;
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (message) => write('debug', message),
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message, error) => write('error', error === undefined ? message : `${message}: ${describe(error)}`),
  };
}
