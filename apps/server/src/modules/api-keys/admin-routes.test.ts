import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiKeys, auditLog } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  countRows,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API keys (owner)', () => {
  it('creates a key shown once, lists it by prefix with its creator, and audits both', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const created = await as({ method: 'POST', url: '/api/admin/api-keys', payload: { name: '  Front till  ' } });
    expect(created.statusCode).toBe(201);
    const { id, name, key } = created.json();
    expect(name).toBe('Front till');
    expect(key).toMatch(/^gfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(17));

    const list = await as({ url: '/api/admin/api-keys' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      keys: [
        {
          id,
          name: 'Front till',
          prefix: key.slice(0, 16),
          scopes: ['gift_cards:read', 'redemptions'],
          createdBy: owner.name,
          createdAt: expect.any(String),
          lastUsedAt: null,
        },
      ],
    });
    expect(list.body).not.toContain(key.slice(17));

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'api-key.created')));
    expect(entry).toMatchObject({
      actorId: owner.id,
      targetId: id,
      targetLabel: 'Front till',
      after: { name: 'Front till', prefix: key.slice(0, 16), scopes: ['gift_cards:read', 'redemptions'] },
    });
    expect(JSON.stringify(entry)).not.toContain(key.slice(17));
  });

  it('revokes a key: gone from the list, audited, and a second revoke is a 404', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { id } = (await as({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Old till' } })).json();
    expect((await as({ method: 'DELETE', url: `/api/admin/api-keys/${id}` })).statusCode).toBe(204);
    expect((await as({ url: '/api/admin/api-keys' })).json()).toEqual({ keys: [] });
    const again = await as({ method: 'DELETE', url: `/api/admin/api-keys/${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'API key not found' });
    const actions = (
      await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.storeId, store.id))
    ).map((r) => r.action);
    expect(actions.filter((a) => a.startsWith('api-key.'))).toEqual(['api-key.created', 'api-key.revoked']);
  });

  it("cannot revoke another store's key", async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const { id } = (await a.as({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'A till' } })).json();
    expect((await b.as({ method: 'DELETE', url: `/api/admin/api-keys/${id}` })).statusCode).toBe(404);
    expect((await a.as({ url: '/api/admin/api-keys' })).json().keys).toHaveLength(1);
  });

  it('refuses bad input (400), staff (403), no session (401) and a missing Origin (403), writing nothing', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const ownerCookie = await signIn(t.app, store, owner.email);
    const staffCookie = await signIn(t.app, store, staff.email);
    const create = (cookie: string | null, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/api-keys',
        headers: { ...store.headers, ...(cookie ? { cookie } : {}), ...headers },
        payload: payload as object,
      });

    for (const [payload, message] of [
      [{}, 'body.name: Name is required'],
      [{ name: '' }, 'body.name: Name is required'],
      [{ name: 'x'.repeat(81) }, 'body.name: Name must be at most 80 characters'],
      [{ name: 42 }, 'body.name: Name is required'],
      [{ name: 'Till', scopes: [] }, 'body.scopes: Choose at least one thing the key may do'],
      [{ name: 'Till', scopes: ['everything'] }, 'body.scopes[0]: Each scope must be one of gift_cards:read'],
    ] as const) {
      const res = await create(ownerCookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await create(staffCookie, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await t.app.inject(asStaff(store, staffCookie, { url: '/api/admin/api-keys' }))).statusCode).toBe(403);
    expect((await create(null, { name: 'Nobody' })).statusCode).toBe(401);
    expect((await create(ownerCookie, { name: 'Cross-site' }, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject(asStaff(store, ownerCookie, { method: 'DELETE', url: '/api/admin/api-keys/not-a-uuid' })))
        .statusCode,
    ).toBe(400);
    expect(await countRows(t.db, 'api_keys', store.id)).toBe(0);
  });
});
