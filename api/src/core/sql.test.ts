import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { arrayLiteral, identifier, inTransaction, sql } from './sql.ts';

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

describe('identifier', () => {
  it('quotes a name, its own quotes doubled, and binds nothing', () => {
    expect(sql`drop index ${identifier('a "b"')}`.toQuery()).toMatchObject({
      text: 'drop index "a ""b"""',
      values: [],
    });
  });
});

describe('inTransaction', () => {
  /** A client that records what it is sent and whose rollback fails, as on a connection that is gone. */
  function recordingClient(sent: string[]) {
    const query = async (statement: { text: string } | string) => {
      const text = typeof statement === 'string' ? statement : statement.text;
      sent.push(text);
      if (text === 'rollback') throw new Error('the connection is gone');
      return { rows: [] };
    };
    return { query } as unknown as pg.ClientBase;
  }

  it('commits what resolves and rolls back what throws, with the reason it threw', async () => {
    const sent: string[] = [];
    const client = recordingClient(sent);
    await expect(inTransaction(client, async () => 'done')).resolves.toBe('done');
    const failing = async () => {
      throw new Error('the work failed');
    };
    await expect(inTransaction(client, failing, sql`begin read only`)).rejects.toThrow('the work failed');
    expect(sent).toEqual(['begin', 'commit', 'begin read only', 'rollback']);
  });
});
