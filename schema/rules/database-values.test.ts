import { describe, expect, it } from 'vitest';
import { textMessages, textProblem, unstorableTextIn } from './database-values.ts';

describe('textProblem', () => {
  it('takes any valid Unicode text, surrogate pairs included', () => {
    expect(textProblem('Smørrebrød 😀 \ud83d\ude00 tab\t')).toBeUndefined();
  });

  it('refuses NUL and either half of a surrogate pair alone', () => {
    expect(textProblem('a\u0000b')).toBe(textMessages.nul);
    expect(textProblem('x\ud800')).toBe(textMessages.surrogate);
    expect(textProblem('\udc00x')).toBe(textMessages.surrogate);
    expect(textProblem('\ude00\ud83d')).toBe(textMessages.surrogate);
  });
});

describe('unstorableTextIn', () => {
  it('names the first unstorable text at any depth, and refuses it in keys too', () => {
    const input = { filter: { countries: ['1', 'a\u0000'] }, ok: 'fine' };
    expect(unstorableTextIn(input)).toEqual({
      path: 'filter.countries.1',
      message: `filter.countries.1 ${textMessages.nul}`,
    });
    expect(unstorableTextIn({ body: { '\ud800': 1 } })?.message).toBe(`A field name ${textMessages.surrogate}`);
    expect(unstorableTextIn({ a: [1, null, true, { b: 'text' }] })).toBeUndefined();
  });
});
