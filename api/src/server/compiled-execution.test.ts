import { GraphQLError, buildSchema, execute, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runOperation } from './apollo-operation.test-helper.ts';
import { compiledExecution } from './compiled-execution.ts';

const schema: GraphQLSchema = buildSchema(`
  input Page { limit: Int! }
  type Row { id: Int! names: [String!]! note: String }
  type Query { rows(page: Page!): [Row!]! refused: Int wrong: Int! }
`);
const rows = [
  { id: 1, names: ['Kenya', 'Food'], note: null },
  { id: 2, names: [], note: 'reviewed' },
];
const resolvers = {
  rows: (_root: unknown, { page }: { page: { limit: number } }) => rows.slice(0, page.limit),
  refused: () => {
    throw new GraphQLError('Sign in to use this part of the database.', { extensions: { code: 'UNAUTHENTICATED' } });
  },
  wrong: () => {
    throw new Error('the database went away');
  },
};
for (const [name, resolve] of Object.entries(resolvers)) schema.getQueryType()!.getFields()[name].resolve = resolve;

const run = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  runOperation({ gateway: compiledExecution(schema) }, { query, variables, operationName });

describe('compiled execution under Apollo', () => {
  it('answers what graphql-js answers', async () => {
    const query = 'query Rows($page: Page!) { rows(page: $page) { id names note } }';
    const variables = { page: { limit: 2 } };
    const expected = await execute({ schema, document: parse(query), variableValues: variables });
    const { data, errors } = await run(query, variables);
    expect(errors).toBeUndefined();
    expect(data).toEqual(JSON.parse(JSON.stringify(expected.data)));
  });

  it('runs the chosen operation of a document with several, each compiled on its own', async () => {
    const query = 'query One { rows(page: { limit: 1 }) { id } } query Both { rows(page: { limit: 2 }) { id } }';
    expect((await run(query, {}, 'One')).data).toEqual({ rows: [{ id: 1 }] });
    expect((await run(query, {}, 'Both')).data).toEqual({ rows: [{ id: 1 }, { id: 2 }] });
  });

  it("keeps resolver errors' codes, locations and paths as Apollo formats them", async () => {
    const { data, errors } = await run('{ refused\n wrong }');
    expect(data).toBeNull();
    const refused = errors?.find((error) => error.path?.[0] === 'refused');
    expect(refused).toMatchObject({
      message: 'Sign in to use this part of the database.',
      locations: [{ line: 1, column: 3 }],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const wrong = errors?.find((error) => error.path?.[0] === 'wrong');
    expect(wrong).toMatchObject({ locations: [{ line: 2, column: 2 }], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('refuses a bad variable as graphql-js does: its message, BAD_USER_INPUT and status 400', async () => {
    const { status, errors, data } = await run('query Rows($page: Page!) { rows(page: $page) { id } }', {
      page: { limit: 'ten' },
    });
    expect(data).toBeUndefined();
    expect(status).toBe(400);
    expect(errors).toEqual([
      expect.objectContaining({
        message:
          'Variable "$page" got invalid value "ten" at "page.limit"; Int cannot represent non-integer value: "ten"',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });
});
