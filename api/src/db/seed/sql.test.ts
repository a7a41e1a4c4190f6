import { describe, expect, it } from 'vitest';
import { unnestInsert } from './sql.ts';

describe('unnestInsert', () => {
  it('sends one array per column and timestamps as epoch seconds', () => {
    const params: unknown[] = [];
    const statement = unnestInsert(
      'study',
      [
        { name: 'id', type: 'int', values: [1, 2] },
        { name: 'created_on', type: 'timestamptz', values: [new Date(Date.UTC(2020, 0, 1)), null] },
      ],
      params,
    );
    expect(statement).toBe(
      'insert into "study" ("id", "created_on") select c0, to_timestamp(c1) from unnest(?::int[], ?::float8[]) as source(c0, c1)',
    );
    expect(params).toEqual(['{1,2}', '{1577836800,NULL}']);
  });
});
