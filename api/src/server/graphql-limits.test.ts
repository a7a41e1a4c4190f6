import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runOperation } from './apollo-operation.test-helper.ts';
import { costLimitPlugin, limitedWebSocketOperation, limitRules, type GraphqlLimits } from './graphql-limits.ts';

const schema = buildSchema(`
  type Row { id: Int! next: Row }
  type Query { rows(limit: Int!): [Row!]! }
`);
schema.getQueryType()!.getFields().rows.resolve = (_root, { limit }: { limit: number }) =>
  Array.from({ length: limit }, (_, id) => ({ id }));

const limits: GraphqlLimits = { maxTokens: 60, maxAliases: 3, maxDirectives: 2, maxDepth: 3, maxCost: 10 };

const run = (query: string, variables: Record<string, unknown> = {}) =>
  runOperation(
    {
      schema,
      parseOptions: { maxTokens: limits.maxTokens },
      validationRules: limitRules(limits),
      plugins: [costLimitPlugin(schema, limits.maxCost)],
    },
    { query, variables },
  );

const overWebSocket = (query: string, variables: Record<string, unknown> = {}) =>
  limitedWebSocketOperation(schema, limits)(undefined, '1', { query, variables });

/** The messages of a refusal over graphql-ws (an array of errors), or [] when the operation may run. */
const webSocketRefusal = (query: string, variables?: Record<string, unknown>) => {
  const outcome = overWebSocket(query, variables);
  return Array.isArray(outcome) ? outcome.map((error) => error.message) : [];
};

const aliases = (count: number) =>
  Array.from({ length: count }, (_, index) => `a${index}: rows(limit: 1) { id }`).join(' ');

describe('GraphQL limits', () => {
  it('answers an operation within every limit, over HTTP; graphql-ws gets it to execute', async () => {
    const query = 'query Rows($limit: Int!) { rows(limit: $limit) { id } }';
    const { data, errors } = await run(query, { limit: 2 });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ rows: [{ id: 0 }, { id: 1 }] });
    expect(overWebSocket(query, { limit: 2 })).toMatchObject({ variableValues: { limit: 2 } });
  });

  it('stops parsing a document past its token limit: 400 over HTTP, an error over graphql-ws', async () => {
    const query = `{ ${'rows(limit: 1) { id } '.repeat(10)} }`;
    const message = 'Syntax Error: Document contains more that 60 tokens. Parsing aborted.';
    const { status, errors } = await run(query);
    expect(status).toBe(400);
    expect(errors?.map((error) => error.message)).toEqual([message]);
    expect(webSocketRefusal(query)).toEqual([message]);
  });

  it('refuses more aliases than the limit with 400, and over graphql-ws', async () => {
    const { status, errors } = await run(`{ ${aliases(4)} }`);
    expect(status).toBe(400);
    expect(errors?.map((error) => error.message)).toEqual(['Aliases limit of 3 exceeded, found 4.']);
    expect(webSocketRefusal(`{ ${aliases(4)} }`)).toEqual(['Aliases limit of 3 exceeded, found 4.']);
    expect((await run(`{ ${aliases(3)} }`)).errors).toBeUndefined();
  });

  it('refuses more directives than the limit with 400, and over graphql-ws', async () => {
    const query = '{ rows(limit: 1) @include(if: true) @skip(if: false) { id @include(if: true) } }';
    const { status, errors } = await run(query);
    expect(status).toBe(400);
    expect(errors?.map((error) => error.message)).toContain('Directives limit of 2 exceeded, found 3.');
    expect(webSocketRefusal(query)).toContain('Directives limit of 2 exceeded, found 3.');
  });

  it('refuses a document nested deeper than the limit, fragments adding no level', async () => {
    const { status, errors } = await run('{ rows(limit: 1) { next { next { next { id } } } } }');
    expect(status).toBe(400);
    expect(errors?.map((error) => error.message)).toEqual(['Query depth limit of 3 exceeded, found 5.']);
    const withFragment = 'fragment Next on Row { next { id } } { rows(limit: 1) { ...Next } }';
    expect((await run(withFragment)).errors).toBeUndefined();
  });

  it('refuses an operation whose cost is above the limit with 400, before any resolver runs', async () => {
    const pair = 'rows(limit: 1) { id next { id } }';
    const query = `{ ${pair} a: ${pair} b: ${pair} }`;
    const { status, errors } = await run(query);
    expect(status).toBe(400);
    expect(errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^The operation is too costly \(12\); at most 10 is allowed\./),
        extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX', status: 400 }),
      }),
    ]);
    expect(webSocketRefusal(query)[0]).toMatch(/^The operation is too costly \(12\); at most 10 is allowed\./);
  });

  // Pricing each of the 2^30 spreads would outlast the test's timeout: the price is counted once per fragment.
  it('prices fragments that spread into millions of fields, and refuses them with 400', async () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Row { ...F${level + 1} ...F${level + 1} }`,
    ).join(' ');
    const query = `{ rows(limit: 1) { ...F0 } } ${fragments} fragment F${levels} on Row { id }`;
    const generous = { ...limits, maxTokens: 1000 };
    const { status, errors } = await runOperation(
      { schema, validationRules: limitRules(generous), plugins: [costLimitPlugin(schema, 1_000_000)] },
      { query },
    );
    expect(status).toBe(400);
    expect(errors?.map((error) => error.message)).toEqual([
      'The operation is too costly: with its fragments spread it selects more than 2000 fields.',
    ]);
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
