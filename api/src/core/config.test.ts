import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('prints mails only in the local demo: no SMTP_URL, no DATABASE_URL, not production', () => {
    const printMails = (env: NodeJS.ProcessEnv) => loadConfig(env).printMails;
    expect(printMails({})).toBe(true);
    expect(printMails({ NODE_ENV: 'development', SMTP_URL: '' })).toBe(true);
    expect(printMails({ DATABASE_URL: 'postgres://esvd@db.example.org/esvd' })).toBe(false);
    expect(printMails({ NODE_ENV: 'production' })).toBe(false);
    expect(printMails({ SMTP_URL: 'smtp://mail.example.org:587' })).toBe(false);
  });
});
