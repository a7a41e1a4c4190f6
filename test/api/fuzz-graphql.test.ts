// Issue 13 point 5: hostile input is bad input. Every query and mutation of the schema (read by introspection) is
// sent with hostile arguments, anonymously and as an administrator; any answer of 5xx fails, naming the request.
// The file has a database of its own, so the mutations the fuzzer happens to make harm no other test.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { Random } from '../../api/src/db/seed/random.ts';
import { startTestApp } from '../support/app.ts';
import {
  fuzzScale,
  hostileDates,
  hostileIntegers,
  hostileNumbers,
  hostileTexts,
  hostileValue,
  serverErrorsOf,
  shown,
} from '../support/fuzz.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

/** Requests per operation and caller, times the scale: two callers make about 2,200 requests at scale 1. */
const requestsPerOperation = 10 * fuzzScale;

/** Operations that end the administrator's session or change its sign-in go last, so the others run signed in. */
const signInChanging = new Set(['logout', 'updateProfile', 'resetPassword']);

let app: RunningApp;
let adminToken: string;
let schema: GraphQLSchema;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await loginAsAdmin(app);
  schema = buildClientSchema(await graphqlData<IntrospectionQuery>(app, getIntrospectionQuery()));
});

afterAll(async () => {
  await app?.stop();
});

/** A value of `type`, mostly of the right shape (so it reaches the resolvers) and sometimes of none. */
function argumentValue(random: Random, type: GraphQLInputType, depth = 0): unknown {
  if (random.chance(0.03)) return hostileValue(random);
  if (isNonNullType(type)) return argumentValue(random, type.ofType, depth);
  if (random.chance(0.15)) return null;
  if (isListType(type)) {
    if (random.chance(0.1)) return argumentValue(random, type.ofType, depth + 1);
    return Array.from({ length: random.int(0, 3) }, () => argumentValue(random, type.ofType, depth + 1));
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) || (depth < 3 && random.chance(0.6)),
    );
    return Object.fromEntries(fields.map((field) => [field.name, argumentValue(random, field.type, depth + 1)]));
  }
  if (isEnumType(type)) {
    return random.chance(0.05) ? 'NOT_A_VALUE' : random.pick(type.getValues()).name;
  }
  switch (type.name) {
    case 'Int':
    case 'SafeInt':
      return random.pick(hostileIntegers);
    case 'Float':
      return random.pick(hostileNumbers);
    case 'Boolean':
      return random.chance(0.5);
    case 'DateTimeISO':
      return random.pick(hostileDates);
    default:
      return random.pick(hostileTexts);
  }
}

/** The field's leaf fields without required arguments, so its resolvers run too. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isCompositeType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields()).filter(
    (child) => isLeafType(getNamedType(child.type)) && !child.args.some((arg) => isNonNullType(arg.type)),
  );
  return `{ __typename ${leaves.map((leaf) => leaf.name).join(' ')} }`;
}

interface FuzzRequest {
  description: string;
  query: string;
  variables: Record<string, unknown>;
  token?: string;
}

/**
 * One operation on `field` with hostile arguments. Strings are sometimes written into the document as literals
 * ("\u0000" there is a NUL too), the rest travel as variables.
 */
function fuzzRequest(random: Random, kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const definitions: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) && random.chance(0.3)) continue;
    const value = argumentValue(random, arg.type);
    if (typeof value === 'string' && getNamedType(arg.type).name === 'String' && random.chance(0.3)) {
      args.push(`${arg.name}: ${JSON.stringify(value)}`);
      continue;
    }
    definitions.push(`$${arg.name}: ${arg.type.toString()}`);
    args.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = value;
  }
  const header = definitions.length ? `(${definitions.join(', ')})` : '';
  const call = args.length ? `(${args.join(', ')})` : '';
  return { query: `${kind} Fuzz${header} { ${field.name}${call} ${selectionOf(field)} }`, variables };
}

/** The document as a failure names it: long string literals cut short. */
const shortened = (query: string) =>
  query.replace(/"((?:[^"\\]|\\.){60})(?:[^"\\]|\\.)+"/g, (_literal, start: string) => `"${start}…"`);

function fuzzRequests(seed: number, token: string | undefined): FuzzRequest[] {
  const random = new Random(seed);
  const operations = (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
  });
  operations.sort((a, b) => Number(signInChanging.has(a.field.name)) - Number(signInChanging.has(b.field.name)));
  return operations.flatMap(({ kind, field }) =>
    Array.from({ length: requestsPerOperation }, () => {
      const request = fuzzRequest(random, kind, field);
      const caller = token ? 'admin' : 'anonymous';
      return { ...request, token, description: `${caller}: ${shortened(request.query)} ${shown(request.variables)}` };
    }),
  );
}

async function send({ query, variables, token }: FuzzRequest) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.text() };
}

it(
  'answers no hostile GraphQL request with a 5xx, anonymous or as an administrator',
  { timeout: 120_000 * fuzzScale },
  async () => {
    const requests = [...fuzzRequests(13, undefined), ...fuzzRequests(5, adminToken)];
    expect(requests.length).toBeGreaterThan(1000 * fuzzScale);
    expect(await serverErrorsOf(requests, send)).toEqual([]);
  },
);
