import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './sql.ts';

describe('arrayLiteral', () => {
  it('writes numbers, booleans, nulls and quoted, escaped text', () => {
    expect(arrayLiteral([1, 2.5, null, undefined])).toBe('{1,2.5,NULL,NULL}');
    expect(arrayLiteral([true, false])).toBe('{t,f}');
    expect(arrayLiteral(['plain', 'a "quoted" \\ word', 'comma, brace}', ''])).toBe(
      '{"plain","a \\"quoted\\" \\\\ word","comma, brace}",""}',
    );
  });

  it('refuses values a numeric column cannot hold', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow();
  });
});
