import { demoAccounts } from '../../api/src/db/seed/index.ts';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { admin, demoPassword } from './environment.ts';

/** Anything that serves the api: an in-process app, a separate process, the e2e server. */
export interface Server {
  url: string;
}

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphqlResponse<TData> {
  status: number;
  data?: TData | null;
  errors?: GraphqlError[];
}

export function authorization(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** One GraphQL operation over HTTP, returning the status with data and errors as the server sent them. */
export async function graphql<TData = Record<string, unknown>>(
  server: Server,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphqlResponse<TData>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(token) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphqlResponse<TData>, 'status'>;
  return { status: response.status, ...body };
}

/** Like `graphql`, for operations expected to succeed: returns the data or throws the errors. */
export async function graphqlData<TData = Record<string, unknown>>(
  server: Server,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<TData> {
  const { status, data, errors } = await graphql<TData>(server, query, variables, token);
  if (errors?.length || !data) {
    throw new Error(`GraphQL answered ${status} with errors: ${JSON.stringify(errors)}\nfor: ${query}`);
  }
  return data;
}

export interface RestResponse<TBody> {
  status: number;
  headers: Headers;
  body: TBody;
}

/** One REST call; a JSON body is parsed, any other body is returned as text. */
export async function rest<TBody = unknown>(
  server: Server,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<RestResponse<TBody>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authorization(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text.length > 0;
  return { status: response.status, headers: response.headers, body: (isJson ? JSON.parse(text) : text) as TBody };
}

/** Signs in and returns the session's bearer token. */
export async function login(server: Server, usernameOrEmail: string, password: string): Promise<string> {
  const data = await graphqlData<{ login: { token: string } }>(
    server,
    'mutation Login($usernameOrEmail: String!, $password: String!) { login(usernameOrEmail: $usernameOrEmail, password: $password) { token } }',
    { usernameOrEmail, password },
  );
  return data.login.token;
}

/** The seeded administrator's token. */
export function loginAsAdmin(server: Server): Promise<string> {
  return login(server, admin.usernameOrEmail, admin.password);
}

/** The token of the seeded demo account of a role (the template database has one per role). */
export function loginAsDemoUser(server: Server, role: RoleName): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  return login(server, account.userName, demoPassword);
}
