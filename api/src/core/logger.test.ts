import { CheckConstraintViolationException } from '@mikro-orm/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  const errorLines = (error: unknown) => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    createLogger('info').error('Could not start', error);
    return written.mock.calls.map(([line]) => String(line)).join('');
  };

  it("writes an Error's stack after the message", () => {
    expect(errorLines(new Error('port 4000 in use'))).toMatch(/ERROR Could not start: Error: port 4000 in use\n\s+at /);
  });

  it('shows what was thrown when it is not an Error', () => {
    expect(errorLines({ code: 'EADDRINUSE', port: 54329 })).toContain(
      "Could not start: { code: 'EADDRINUSE', port: 54329 }",
    );
    expect(errorLines('the data directory is locked')).toContain("Could not start: 'the data directory is locked'");
  });

  const hash = '$argon2id$v=19$m=65536,p=4,t=3$e6nMc+/PN6xvJHMJV6TcXg$99mDQwYfLpYDqkzN7LMswBB6HtY94NrhmgRT501+aEg';

  it("shows a failed statement's class, code and names, never its values", () => {
    // What the PostgreSQL driver throws and MikroORM wraps: the statement with its values, and the row.
    const failure = Object.assign(
      new Error(
        `insert into "app_user" ("user_name", "password_hash") values ('refused', '${hash}') returning "id" - ` +
          'new row for relation "app_user" violates check constraint "refuse_for_test"\n' +
          ` - detail: Failing row contains (9, refused, ${hash.slice(0, 40)}...).`,
      ),
      { code: '23514', table: 'app_user', constraint: 'refuse_for_test', detail: `Failing row contains (${hash})` },
    );
    const logged = errorLines(new CheckConstraintViolationException(failure));
    expect(logged).toMatch(
      /Could not start: CheckConstraintViolationException \(code 23514, constraint refuse_for_test, table app_user\)\n\s+at /,
    );
    expect(logged).not.toContain('refused');
    expect(logged).not.toContain('argon2');
  });

  it('hides the values of secret-named fields of a thrown object', () => {
    const logged = errorLines({
      code: 'E_SIGNUP',
      user: { userName: 'ann', passwordHash: hash, sessionToken: 't0k3n' },
    });
    expect(logged).toContain("code: 'E_SIGNUP'");
    for (const shown of ["userName: 'ann'", "passwordHash: '[redacted]'", "sessionToken: '[redacted]'"]) {
      expect(logged).toContain(shown);
    }
    expect(logged).not.toContain('t0k3n');
  });

  it('never writes an argon2 hash, whatever the message', () => {
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    createLogger('info').info(`stored ${hash} for ann`);
    expect(String(written.mock.calls[0][0])).toMatch(/INFO {2}stored \[redacted\] for ann\n$/);
  });
});
