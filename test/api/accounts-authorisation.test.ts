// The authorisation matrix (issue 3): every GraphQL operation and every REST route, called over HTTP as
// every role, as nobody and with a revoked token, answers as the role table of spec 000 §6 says.
import { createPubSub } from '@graphql-yoga/subscription';
import type { IntrospectionQuery, IntrospectionTypeRef } from 'graphql';
import { randomBytes } from 'node:crypto';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { anonymous, type Access } from '../../api/src/core/caller.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import { AccessPolicy } from '../../api/src/modules/access/access.service.ts';
import { publicAccess } from '../../api/src/modules/access/public.ts';
import {
  grantsOf,
  publicResources,
  roleNames,
  type ResourceName,
  type RoleName,
} from '../../api/src/modules/access/roles.ts';
import { hashToken } from '../../api/src/modules/accounts/sessions.ts';
import { buildGraphqlSchema } from '../../api/src/server/graphql-schema.ts';
import { restRoutes } from '../../api/src/server/rest-routes.ts';
import type { Services } from '../../api/src/server/services.ts';
import { startTestApp } from '../support/app.ts';
import { subscribe } from '../support/subscriptions.ts';

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';
type Caller = { kind: 'anonymous' } | { kind: 'revoked' } | { kind: 'role'; role: RoleName };

const callers: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'revoked' },
  ...roleNames.map((role): Caller => ({ kind: 'role', role })),
];
const callerName = (caller: Caller) => (caller.kind === 'role' ? caller.role : caller.kind);

/** What the role table (api/src/modules/access/roles.ts) says the caller gets for an operation. */
function expectedOutcome(access: Access, caller: Caller): Outcome {
  if (access === 'public') return 'allowed';
  if (caller.kind !== 'role') return 'unauthenticated';
  if (access === 'signedIn') return 'allowed';
  return grantsOf(caller.role).has(access) || publicResources.includes(access) ? 'allowed' : 'forbidden';
}

let app: RunningApp;
let signInMessage: string;
const userIds = new Map<RoleName, number>();
let revokedToken: string;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

async function newSession(userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sql(`insert into user_session (user_id, token_hash, expires_at) values (?, ?, now() + interval '1 hour')`, [
    userId,
    hashToken(token),
  ]);
  return token;
}

/**
 * A fresh token per call, because some operations end their own session (logout, signout). Each caller
 * comes from an address of its own, so the login throttle of one never answers for another.
 */
async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller.kind === 'anonymous') return undefined;
  if (caller.kind === 'revoked') return revokedToken;
  return newSession(userIds.get(caller.role)!);
}

function headersFor(caller: Caller, token: string | undefined): Record<string, string> {
  return {
    'x-forwarded-for': `10.0.${callers.indexOf(caller)}.1`,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

function outcomeOf(status: number, message: string | undefined): Outcome {
  if (status === 401 && message === signInMessage) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  return 'allowed';
}

beforeAll(async () => {
  app = await startTestApp();
  const policy = await AccessPolicy.load(app.database.orm.em.fork());
  try {
    policy.require(anonymous, 'signedIn');
  } catch (error) {
    signInMessage = (error as Error).message;
  }
  for (const role of roleNames) {
    const [{ id }] = await sql<{ id: number }>(
      `insert into app_user (user_name, display_name, email, role_name, email_confirmed)
       values (?, ?, ?, ?, true) returning id`,
      [`matrix-${role}`, `Matrix ${role}`, `matrix-${role}@example.org`, role],
    );
    userIds.set(role, id);
  }
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: introspectionQuery }),
  });
  introspection = ((await response.json()) as { data: IntrospectionQuery }).data;
  revokedToken = await newSession(userIds.get('coCapacity')!);
  await sql('update user_session set revoked_at = now() where token_hash = ?', [hashToken(revokedToken)]);
});

afterAll(async () => {
  await app?.stop();
});

describe('the role table', () => {
  // Spec 000 §6, written out here independently of roles.ts. The admin pages the spec leaves open
  // (spec 001 §6) are presumed administrators'.
  const basic: ResourceName[] = ['home', 'esvd', 'userProfile'];
  const user: ResourceName[] = [...basic, 'suggestStudy'];
  const editorInChief: ResourceName[] = [...basic, 'editData'];
  const dataAnalyst: ResourceName[] = [...basic, 'study'];
  const admin: ResourceName[] = [
    ...new Set([...user, ...editorInChief, ...dataAnalyst]),
    ...(['admin', 'downloads', 'settings', 'vtt', 'vttCalculations', 'uploads'] as const),
    ...(['vsl', 'earlybirdSetup', 'statsReady', 'referenceLists', 'manageStudies'] as const),
  ];
  const coCapacity: ResourceName[] = [...admin, 'vsluploads', 'apikeySetup'];
  const spec: Record<RoleName, ResourceName[]> = { basic, user, editorInChief, dataAnalyst, admin, coCapacity };

  it.each(roleNames)('grants %s what spec 000 §6 lists', (role) => {
    expect([...grantsOf(role)].sort()).toEqual([...spec[role]].sort());
  });

  it.each(roleNames)('is what the API tells %s in its resources list', async (role) => {
    const token = await newSession(userIds.get(role)!);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { role resources { resource granted } } }' }),
    });
    const { data } = (await response.json()) as {
      data: { viewer: { role: string; resources: { resource: ResourceName; granted: boolean }[] } };
    };
    expect(data.viewer.role).toBe(role);
    const granted = data.viewer.resources.filter((entry) => entry.granted).map((entry) => entry.resource);
    expect(granted.sort()).toEqual([...new Set([...spec[role], ...publicResources])].sort());
  });
});

describe('GraphQL operations', async () => {
  // Who may call an operation is read from the resolvers (type-graphql's metadata and the @Public()
  // extension); its arguments and result type from the running api's introspection.
  const schema = await buildGraphqlSchema(createPubSub());
  const storage = getMetadataStorage();
  const operationKinds = [
    { kind: 'query', type: schema.getQueryType(), metadata: storage.queries },
    { kind: 'mutation', type: schema.getMutationType(), metadata: storage.mutations },
    { kind: 'subscription', type: schema.getSubscriptionType(), metadata: storage.subscriptions },
  ] as const;
  const operations = operationKinds.flatMap(({ kind, type, metadata }) =>
    Object.values(type?.getFields() ?? {}).map((field) => {
      const roles = metadata.find((definition) => definition.schemaName === field.name)?.roles as
        ResourceName[] | undefined;
      const isPublic = field.extensions?.access === publicAccess.access;
      return { kind, fieldName: field.name, name: `${kind} ${field.name}`, isPublic, roles };
    }),
  );

  it('declares who may call every operation: @Authorized(...) or @Public()', () => {
    const undeclared = operations.filter((operation) => !operation.isPublic && operation.roles === undefined);
    expect(undeclared.map((operation) => operation.name)).toEqual([]);
    const both = operations.filter((operation) => operation.isPublic && operation.roles !== undefined);
    expect(both.map((operation) => operation.name)).toEqual([]);
  });

  // An operation that declares nothing is expected to need a signed-in caller, so it fails here too.
  const accessOf = (operation: (typeof operations)[number]): Access[] =>
    operation.isPublic ? ['public'] : operation.roles?.length ? operation.roles : ['signedIn'];

  const matrix = operations.flatMap((operation) => callers.map((caller) => ({ operation, caller })));

  it.each(matrix.map(({ operation, caller }) => [operation.name, callerName(caller), operation, caller] as const))(
    '%s as %s',
    async (_name, _caller, operation, caller) => {
      const document = operationDocument(operation.kind, operation.fieldName);
      const token = await tokenFor(caller);
      const expected = accessOf(operation).reduce<Outcome>(
        (worst, access) => (worst !== 'allowed' ? worst : expectedOutcome(access, caller)),
        'allowed',
      );
      const outcome =
        operation.kind === 'subscription'
          ? await subscriptionOutcome(document, token, expected === 'allowed' ? takenAfterMs : refusedWithinMs)
          : await graphqlOutcome(document, caller, token);
      expect(outcome, document).toBe(expected);
    },
  );
});

describe('REST routes', () => {
  // Only each route's method, path and access are read from this table; the calls go to the running app.
  const routeTable = restRoutes({} as Services, createLogger('silent'));
  it.each(
    routeTable.flatMap((route) =>
      callers.map((caller) => [`${route.method} /api${route.path}`, callerName(caller), route, caller] as const),
    ),
  )('%s as %s', async (_name, _caller, route, caller) => {
    const token = await tokenFor(caller);
    const path = route.path.replace(/:\w+/g, '1');
    const withBody = route.method === 'POST' || route.method === 'PUT';
    const response = await fetch(`${app.url}/api${path}`, {
      method: route.method,
      headers: { ...headersFor(caller, token), ...(withBody ? { 'content-type': 'application/json' } : {}) },
      body: withBody ? '{}' : undefined,
    });
    // Only a refusal's body matters; an allowed call may stream a whole export, which is not read.
    const refused = response.status === 401 || response.status === 403;
    const title = refused ? ((await response.json()) as { title?: string }).title : undefined;
    if (!refused) await response.body?.cancel();
    expect(outcomeOf(response.status, title)).toBe(expectedOutcome(route.access, caller));
  });
});

async function graphqlOutcome(document: string, caller: Caller, token: string | undefined): Promise<Outcome> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersFor(caller, token) },
    body: JSON.stringify({ query: document }),
  });
  const body = (await response.json()) as { errors?: { message: string; extensions?: { status?: number } }[] };
  const [error] = body.errors ?? [];
  if (error?.extensions?.status === undefined && error) throw new Error(`Not a valid call: ${JSON.stringify(error)}`);
  return outcomeOf(error?.extensions?.status ?? response.status, error?.message);
}

/**
 * A taken subscription only waits for events, so it cannot be told from one whose refusal is late: a subscription
 * that must be refused is given all the time a busy machine may need to say so (a leak shows as a failure, however
 * slow), and one that must be taken a moment in which a wrong refusal would come.
 */
const refusedWithinMs = 10_000;
const takenAfterMs = 300;

/** A subscription is refused with an error; one that is taken just waits for events, for `waitMs` here. */
async function subscriptionOutcome(document: string, token: string | undefined, waitMs: number): Promise<Outcome> {
  const subscription = await subscribe(app, document, undefined, token);
  try {
    const event = await subscription.next(waitMs);
    const [error] = event.errors ?? [];
    return error ? outcomeOf(Number((error.extensions as { status?: number })?.status), error.message) : 'allowed';
  } catch {
    return 'allowed';
  } finally {
    await subscription.close();
  }
}

let introspection: IntrospectionQuery | undefined;

// What the documents need of the schema, shallow enough for the api's depth limit.
const introspectionQuery = `{
  __schema {
    queryType { name }
    mutationType { name }
    subscriptionType { name }
    types {
      kind
      name
      enumValues { name }
      fields { name type { ...Ref } args { name defaultValue type { ...Ref } } }
      inputFields { name defaultValue type { ...Ref } }
    }
  }
}
fragment Ref on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`;

/** A valid document for the operation: sample values for its required arguments, __typename for objects. */
function operationDocument(kind: 'query' | 'mutation' | 'subscription', fieldName: string): string {
  const { __schema } = introspection!;
  const rootName = {
    query: __schema.queryType,
    mutation: __schema.mutationType,
    subscription: __schema.subscriptionType,
  }[kind]!.name;
  const root = __schema.types.find((type) => type.name === rootName);
  const field = root && 'fields' in root ? root.fields.find((candidate) => candidate.name === fieldName) : undefined;
  if (!field) throw new Error(`The api does not serve ${kind} ${fieldName}`);
  const args = field.args
    .filter((arg) => arg.type.kind === 'NON_NULL' && arg.defaultValue == null)
    .map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`);
  const result = namedType(field.type);
  const selection = result.kind === 'SCALAR' || result.kind === 'ENUM' ? '' : ' { __typename }';
  return `${kind} { ${fieldName}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

function namedType(ref: IntrospectionTypeRef): { kind: string; name: string } {
  return ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? namedType(ref.ofType) : ref;
}

const sampleScalars: Record<string, string> = {
  Int: '1',
  Float: '1',
  String: '"x"',
  Boolean: 'false',
  ID: '"1"',
  SafeInt: '1',
  DateTimeISO: '"2020-01-01T00:00:00.000Z"',
};

/** A GraphQL literal of the type: lists of one, input objects with their required fields. */
function sampleLiteral(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL') return sampleLiteral(ref.ofType);
  if (ref.kind === 'LIST') return `[${sampleLiteral(ref.ofType)}]`;
  const type = introspection!.__schema.types.find((candidate) => candidate.name === (ref as { name: string }).name)!;
  if (type.kind === 'ENUM') return type.enumValues[0].name;
  if (type.kind === 'INPUT_OBJECT') {
    const required = type.inputFields.filter((field) => field.type.kind === 'NON_NULL' && field.defaultValue == null);
    return `{ ${required.map((field) => `${field.name}: ${sampleLiteral(field.type)}`).join(', ')} }`;
  }
  if (type.name in sampleScalars) return sampleScalars[type.name];
  throw new Error(`Add a sample value for the scalar ${type.name} to the authorisation test`);
}
