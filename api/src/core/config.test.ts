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

  it("reads PASSWORD_HASH_COST in argon2's notation, argon2's defaults unless set, and refuses what argon2 cannot do", () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 4 });
    expect(loadConfig({ PASSWORD_HASH_COST: 'm=19456,t=2,p=1' }).PASSWORD_HASH_COST).toEqual({
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(() => loadConfig({ PASSWORD_HASH_COST: '64MiB' })).toThrow(/PASSWORD_HASH_COST: write it as m=<KiB>/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'm=16,t=1,p=4' })).toThrow(/m >= 8 KiB per lane/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'm=1024,t=0,p=1' })).toThrow(/t >= 1/);
  });
});
