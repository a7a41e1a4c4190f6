import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runOperation } from './apollo-operation.test-helper.ts';
import { complexityLimitPlugin, depthLimitRule } from './graphql-limits.ts';

const schema = buildSchema(`
  type Row { id: Int! next: Row }
  type Query { rows(limit: Int!): [Row!]! }
`);
schema.getQueryType()!.getFields().rows.resolve = (_root, { limit }: { limit: number }) =>
  Array.from({ length: limit }, (_, id) => ({ id }));

const run = (query: string, variables: Record<string, unknown> = {}) =>
  runOperation(
    { schema, validationRules: [depthLimitRule(3)], plugins: [complexityLimitPlugin(schema, 10)] },
    { query, variables },
  );

describe('GraphQL limits', () => {
  it('answers an operation within both limits', async () => {
    const { data, errors } = await run('query Rows($limit: Int!) { rows(limit: $limit) { id } }', { limit: 2 });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ rows: [{ id: 0 }, { id: 1 }] });
  });

  it('refuses an operation whose estimated cost is above the limit, with status 400', async () => {
    const aliases = ['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => `${alias}: rows(limit: 1) { id }`).join(' ');
    const { status, errors } = await run(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(errors?.[0].message).toMatch(/^The query is too complex \(\d+\); at most 10 is allowed/);
  });

  it('refuses a document nested deeper than the limit', async () => {
    const { status, errors } = await run('{ rows(limit: 1) { next { next { next { id } } } } }');
    expect(status).toBe(400);
    expect(errors?.[0]).toMatchObject({
      message: 'The query is nested 5 levels deep; at most 3 are allowed.',
    });
  });

  it('leaves variables of the wrong type to execution, which refuses them as bad input (400, not 500)', async () => {
    const { status, errors } = await run('query Rows($limit: Int!) { rows(limit: $limit) { id } }', { limit: 'x' });
    expect(status).toBe(400);
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'Variable "$limit" got invalid value "x"; Int cannot represent non-integer value: "x"',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });
});
