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
});
