// Issue 13 point 5: hostile input is bad input. Every route of the REST facade (its route table) is called with
// hostile path parameters, query strings and bodies, anonymously and as an administrator; any answer of 5xx fails,
// naming the request. The file has a database of its own, so the writes the fuzzer happens to make harm no other
// test.
import * as sharedRules from '@esvd/schema/rules';
import * as vslRules from '@esvd/schema/rules/vsl';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import { Random } from '../../api/src/db/seed/random.ts';
import type { RestRoute } from '../../api/src/core/rest.ts';
import { restRoutes } from '../../api/src/server/rest-routes.ts';
import type { Services } from '../../api/src/server/services.ts';
import { startTestApp } from '../support/app.ts';
import { fuzzScale, hostileValue, serverErrorsOf, shown } from '../support/fuzz.ts';
import { loginAsAdmin } from '../support/http.ts';

/** Requests per route and caller, times the scale: two callers make about 2,000 requests at scale 1. */
const requestsPerRoute = 5 * fuzzScale;

/** Routes that end the administrator's session or change its sign-in go last, so the others run signed in. */
const signInChanging = new Set(['/account/signout', '/account/useredit', '/account/resetpassword']);

/** The table's routes as they are mounted; only their method, path and rules are read, no handler runs here. */
const routes = restRoutes({} as Services, createLogger('silent'));

/** Path segments: numbers past int4, not numbers, NUL, an encoded lone surrogate, invalid UTF-8. */
const hostileSegments = [
  '1',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%F0%9F%98%80',
  '%25',
  'true',
  'studyid',
];

type ZodLike = { _zod?: { def: Record<string, unknown> } };

/** The field names a zod rule reads, through its wrappers (optional, pipe, intersection, union, ...). */
function fieldNamesOf(rule: unknown, names = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = (rule as ZodLike)?._zod?.def;
  if (!def || seen.has(rule)) return names;
  seen.add(rule);
  if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
      names.add(name);
      fieldNamesOf(field, names, seen);
    }
  }
  for (const inner of [def.innerType, def.in, def.out, def.left, def.right, def.element]) {
    fieldNamesOf(inner, names, seen);
  }
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldNamesOf(option, names, seen);
  return names;
}

/**
 * Field names to send where a route declares none (most hand their raw query or body to a service): those of
 * every shared rule, so filters, paging, sorting and form fields all get hostile values.
 */
const knownFieldNames = [
  ...fieldNamesOf(routes.flatMap((route) => [route.query, route.body, route.params])),
  ...[...Object.values(sharedRules), ...Object.values(vslRules)].flatMap((rule) => [...fieldNamesOf(rule)]),
  'username',
  'usernameOrEmail',
  'studyId',
  'format',
  'valueIds',
];
const fieldNames = [...new Set(knownFieldNames)];

/** A text for a URL: percent-encoded, with lone surrogates (which encodeURIComponent refuses) as invalid UTF-8. */
const urlText = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/[^]/gu, (character) =>
    /[\uD800-\uDFFF]/.test(character) ? '%ED%A0%80' : encodeURIComponent(character),
  );
};

interface FuzzRequest {
  description: string;
  method: string;
  path: string;
  body?: string;
  token?: string;
}

/** Hostile values for some of the known fields: a route's own fields are likely, any other may come along. */
function hostileFields(random: Random, route: RestRoute, part: 'query' | 'body'): Record<string, unknown> {
  const own = [...fieldNamesOf(route[part])];
  const count = random.int(1, 4);
  const names = Array.from({ length: count }, () =>
    own.length && random.chance(0.6) ? random.pick(own) : random.pick(fieldNames),
  );
  return Object.fromEntries(names.map((name) => [name, hostileValue(random)]));
}

function fuzzRequest(random: Random, route: RestRoute, token: string | undefined): FuzzRequest {
  const path = route.path.replace(/:\w+/g, () =>
    random.chance(0.8) ? random.pick(hostileSegments) : urlText(hostileValue(random)),
  );
  const query = Object.entries(hostileFields(random, route, 'query'))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${name}=${urlText(item)}`))
    .join('&');
  const withBody = route.method === 'POST' || route.method === 'PUT';
  const body = withBody
    ? JSON.stringify(random.chance(0.05) ? hostileValue(random) : hostileFields(random, route, 'body'))
    : undefined;
  const url = `/api${path}${query && random.chance(withBody ? 0.2 : 0.9) ? `?${query}` : ''}`;
  const description = `${token ? 'admin' : 'anonymous'}: ${route.method} ${url.slice(0, 300)} ${body ? shown(JSON.parse(body)) : ''}`;
  return { description, method: route.method, path: url, body, token };
}

function fuzzRequests(seed: number, token: string | undefined): FuzzRequest[] {
  const random = new Random(seed);
  const ordered = [...routes].sort((a, b) => Number(signInChanging.has(a.path)) - Number(signInChanging.has(b.path)));
  return ordered.flatMap((route) => Array.from({ length: requestsPerRoute }, () => fuzzRequest(random, route, token)));
}

let app: RunningApp;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await loginAsAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

async function send({ method, path, body, token }: FuzzRequest) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

it(
  'answers no hostile REST request with a 5xx, anonymous or as an administrator',
  { timeout: 120_000 * fuzzScale },
  async () => {
    const requests = [...fuzzRequests(13, undefined), ...fuzzRequests(5, adminToken)];
    expect(requests.length).toBeGreaterThan(1000 * fuzzScale);
    expect(await serverErrorsOf(requests, send)).toEqual([]);
  },
);
