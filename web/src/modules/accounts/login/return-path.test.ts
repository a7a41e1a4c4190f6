import { describe, expect, it } from 'vitest';

import { returnPathAfterLogin } from './return-path.ts';

describe('returnPathAfterLogin', () => {
  it('returns to the path after /login', () => {
    expect(returnPathAfterLogin('userprofile', '')).toBe('/userprofile');
    expect(returnPathAfterLogin('vtt/calculations', '')).toBe('/vtt/calculations');
  });

  it('keeps the query string of the original page', () => {
    expect(returnPathAfterLogin('studyvaluations', '?studyId=42')).toBe('/studyvaluations?studyId=42');
  });

  it('goes home when there is no path', () => {
    expect(returnPathAfterLogin(undefined, '')).toBe('/');
    expect(returnPathAfterLogin('', '?next=x')).toBe('/');
  });

  it('stays on this site', () => {
    expect(returnPathAfterLogin('/evil.example/path', '')).toBe('/evil.example/path');
    expect(returnPathAfterLogin('//evil.example', '')).toBe('/evil.example');
  });

  it('never returns to the login or logout page', () => {
    expect(returnPathAfterLogin('login', '')).toBe('/');
    expect(returnPathAfterLogin('login/userprofile', '')).toBe('/');
    expect(returnPathAfterLogin('logout', '')).toBe('/');
    expect(returnPathAfterLogin('logouts', '')).toBe('/logouts');
  });
});
