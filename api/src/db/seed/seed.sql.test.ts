import { describe, expect, it } from 'vitest';
import { unnestInsert } from './seed.sql.ts';

describe('unnestInsert', () => {
  it('sends one array per column and timestamps as epoch seconds', () => {
    const statement = unnestInsert('study', [
      { name: 'id', type: 'int', values: [1, 2] },
      { name: 'created_on', type: 'timestamptz', values: [new Date(Date.UTC(2020, 0, 1)), null] },
    ]).toQuery();
    expect(statement.text).toBe(
      'insert into "study" ("id", "created_on") select c0, to_timestamp(c1) from unnest($1::int[], $2::float8[]) as source(c0, c1)',
    );
    expect(statement.values).toEqual(['{1,2}', '{1577836800,NULL}']);
  });
});
