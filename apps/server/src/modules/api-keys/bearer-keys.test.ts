import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { build } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { actorOf, keyWithScope } from '../../lib/access.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createAdminStore, ownerSession, type TestStore } from '../../../test/admin.ts';

let database: DatabaseHandle;
let app: FastifyInstance;

/** A point-of-sale route that exists only in this test: it answers who the key is. */
async function whoAmIRoute(scope: FastifyInstance) {
  scope.get(
    '/api/v1/test/who-am-i',
    {
      config: keyWithScope('gift_cards:read'),
      schema: { response: { 200: z.object({ kind: z.string(), id: z.string(), name: z.string(), role: z.string() }) } },
    },
    async (request) => {
      const { kind, id, name, role } = actorOf(request);
      return { kind, id, name, role };
    },
  );
  scope.post('/api/v1/test/who-am-i', { config: keyWithScope('gift_cards:read') }, async (request) => ({
    name: actorOf(request).name,
  }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await build({
    config: testConfig({ STATIC_DIR: '/nonexistent', TRUST_PROXY: '1', API_KEY_RATE_LIMIT: '5' }),
    database,
  });
  await app.register(whoAmIRoute);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function newKey(
  name = 'Till 1',
): Promise<{ store: TestStore; id: string; key: string; as: (o: InjectOptions) => Promise<LightMyRequestResponse> }> {
  const { store, as } = await ownerSession(app, database.db);
  const { id, key } = (await as({ method: 'POST', url: '/api/admin/api-keys', payload: { name } })).json();
  return { store, id, key, as };
}

const withKey = (store: TestStore, authorization: string | undefined, method: 'GET' | 'POST' = 'GET') =>
  app.inject({
    method,
    url: '/api/v1/test/who-am-i',
    headers: { host: store.host, ...(authorization ? { authorization } : {}) },
  });

describe('Authorization: Bearer <key>', () => {
  it('acts as the key, with the staff role, and records when it was last used; no Origin is needed', async () => {
    const { store, id, key, as } = await newKey('Front till');
    const res = await withKey(store, `Bearer ${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'key', id, name: 'Front till', role: 'staff' });
    expect((await withKey(store, `Bearer ${key}`, 'POST')).statusCode).toBe(200);
    const listed = (await as({ url: '/api/admin/api-keys' })).json().keys[0];
    expect(Date.now() - new Date(listed.lastUsedAt).getTime()).toBeLessThan(60_000);
  });

  it('refuses a missing, malformed, wrong, revoked or other store’s key with the same 401', async () => {
    const { store, id, key, as } = await newKey();
    const other = await createAdminStore(database.db);
    const tampered = `${key.slice(0, -4)}AAAA` === key ? `${key.slice(0, -4)}BBBB` : `${key.slice(0, -4)}AAAA`;
    const refusals = [
      await withKey(store, undefined),
      await withKey(store, 'Bearer nonsense'),
      await withKey(store, `Basic ${key}`),
      await withKey(store, `Bearer ${tampered}`),
      await withKey(other, `Bearer ${key}`),
    ];
    await as({ method: 'DELETE', url: `/api/admin/api-keys/${id}` });
    refusals.push(await withKey(store, `Bearer ${key}`));
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'The API key is not valid for this store.' });
    }
  });

  it('opens no dashboard route: a key is not a session', async () => {
    const { store, key } = await newKey();
    const res = await app.inject({
      url: '/api/admin/api-keys',
      headers: { host: store.host, authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is rate limited per key (429 with Retry-After), without holding back another key', async () => {
    const first = await newKey();
    const second = await newKey();
    for (let i = 0; i < 5; i += 1) expect((await withKey(first.store, `Bearer ${first.key}`)).statusCode).toBe(200);
    const limited = await withKey(first.store, `Bearer ${first.key}`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests with this API key/);
    expect((await withKey(second.store, `Bearer ${second.key}`)).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute', async () => {
    const { store, id, key } = await newKey();
    await withKey(store, `Bearer ${key}`);
    await database.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '30 seconds'` })
      .where(eq(apiKeys.id, id));
    const [before] = await database.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    await withKey(store, `Bearer ${key}`);
    const [after] = await database.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(after!.at).toEqual(before!.at);
  });
});
