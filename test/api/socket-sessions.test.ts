// Issue 35: after a logout, a demotion or a disabled account, an open subscription kept delivering.
import { CloseCode, createClient } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsAdmin, rest } from '../support/http.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** A signed-in socket with a subscription under way, and the close code the server ends it with. */
async function subscribedSocket(token: string) {
  let closed!: (code: number) => void;
  const closedWith = new Promise<number>((resolve) => (closed = resolve));
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: { closed: (event) => closed((event as { code: number }).code) },
  });
  void client
    .iterate({ query: 'subscription { databaseVersionChanged { id } }' })
    .next()
    .catch(() => undefined);
  // A query behind the subscription: once it answers, the socket is open and watched.
  expect((await client.iterate({ query: '{ me { userName } }' }).next()).value).toMatchObject({
    data: { me: { userName: expect.any(String) } },
  });
  return { client, closedWith };
}

it('closes a signed-in socket once its session is signed out', async () => {
  const token = await loginAsAdmin(app);
  const { client, closedWith } = await subscribedSocket(token);
  try {
    expect((await rest(app, 'GET', '/api/account/signout', undefined, token)).status).toBeLessThan(300);
    expect(await closedWith).toBe(CloseCode.Forbidden);
  } finally {
    await client.dispose();
  }
});

it('closes a signed-in socket once its user is demoted, and once its user is disabled', async () => {
  for (const change of [`role_name = 'user'`, 'disabled = true']) {
    const token = await loginAsAdmin(app);
    const { client, closedWith } = await subscribedSocket(token);
    try {
      const [{ id }] = await sql<{ id: number }>(
        'select user_id as id from user_session where revoked_at is null order by id desc limit 1',
      );
      await sql(`update app_user set ${change} where id = ?`, [id]);
      expect(await closedWith).toBe(CloseCode.Forbidden);
      await sql(`update app_user set role_name = 'admin', disabled = false where id = ?`, [id]);
    } finally {
      await client.dispose();
    }
  }
});
