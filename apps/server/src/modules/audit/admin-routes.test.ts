import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { recordAudit } from './record-audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/audit (owner)', () => {
  it('lists what happened newest first, with actor, target, figures and request id', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    await as({ method: 'PATCH', url: `/api/admin/staff/${staff.id}`, payload: { role: 'owner' } });
    await as({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Till' } });
    const res = await as({ url: '/api/admin/audit' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'api-key.created',
      'staff.role-changed',
      'session.signed-in',
    ]);
    expect(body.entries[1]).toMatchObject({
      actor: { kind: 'staff', id: owner.id, name: owner.name },
      target: { type: 'staff', id: staff.id, label: staff.email },
      before: { role: 'staff' },
      after: { role: 'owner' },
      reason: null,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(new Date(body.entries[0].at).getTime()).toBeGreaterThanOrEqual(new Date(body.entries[2].at).getTime());
  });

  it('filters by person and by action, and pages 50 at a time', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const other = await createStaffUser(t.db, store, { role: 'staff' });
    const context = (id: string, name: string) => ({
      storeId: store.id,
      actor: { kind: 'staff' as const, id, name },
      requestId: null,
    });
    for (let i = 0; i < 60; i += 1)
      await recordAudit(t.db, context(other.id, other.name), {
        action: 'session.signed-in',
        target: { type: 'staff', id: other.id },
      });
    await recordAudit(t.db, context(owner.id, owner.name), {
      action: 'api-key.revoked',
      target: { type: 'api-key', id: crypto.randomUUID(), label: 'Old' },
    });

    const byOther = (await as({ url: `/api/admin/audit?actor=${other.id}` })).json();
    expect(byOther.total).toBe(60);
    expect(byOther.entries).toHaveLength(50);
    const page2 = (await as({ url: `/api/admin/audit?actor=${other.id}&page=2` })).json();
    expect(page2.entries).toHaveLength(10);
    expect(new Set([...byOther.entries, ...page2.entries].map((e: { id: string }) => e.id)).size).toBe(60);

    const revoked = (await as({ url: '/api/admin/audit?action=api-key.revoked' })).json();
    expect(revoked.entries.map((e: { actor: { id: string } }) => e.actor.id)).toEqual([owner.id]);
    const both = (await as({ url: `/api/admin/audit?actor=${owner.id}&action=session.signed-in` })).json();
    expect(both.total).toBe(1);

    const filters = (await as({ url: '/api/admin/audit/filters' })).json();
    expect(filters.actors.map((a: { id: string }) => a.id).sort()).toEqual([owner.id, other.id].sort());
    expect(filters.actions).toEqual([
      { action: 'api-key.revoked', label: 'Revoked an API key' },
      { action: 'session.signed-in', label: 'Signed in' },
    ]);
  });

  it("shows only this store's entries", async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    await b.as({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'B till' } });
    const entries = (await a.as({ url: '/api/admin/audit' })).json().entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['session.signed-in']);
  });

  it('refuses a bad query (400), staff (403) and no session (401)', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, owner.email);
    for (const [query, message] of [
      ['page=0', 'querystring.page: page must be a whole number from 1'],
      ['page=abc', 'querystring.page: page must be a whole number from 1'],
      ['action=drop-tables', 'querystring.action: action is not an audited action'],
      ['actor=alice', 'querystring.actor: actor must be the id of a person or key (uuid)'],
      ['sort=oldest', 'Unrecognized key: "sort"'],
    ]) {
      const res = await t.app.inject(asStaff(store, cookie, { url: `/api/admin/audit?${query}` }));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const staffCookie = await signIn(t.app, store, staff.email);
    expect((await t.app.inject(asStaff(store, staffCookie, { url: '/api/admin/audit' }))).statusCode).toBe(403);
    expect((await t.app.inject(asStaff(store, staffCookie, { url: '/api/admin/audit/filters' }))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: store.headers })).statusCode).toBe(401);
  });
});

describe('the audit log table', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const { store } = await ownerSession(t.app, t.db);
    await expect(
      t.db.update(auditLog).set({ action: 'session.signed-out' }).where(eq(auditLog.storeId, store.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.storeId, store.id))).rejects.toThrow();
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.storeId, store.id));
    expect(row!.n).toBe(1);
  });

  it('refuses TRUNCATE as well', async () => {
    await ownerSession(t.app, t.db);
    // In a transaction rolled back either way: were TRUNCATE allowed, no other test's entries would be lost.
    const outcome = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate audit_log`);
        tx.rollback();
      })
      .then(
        () => 'emptied',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(outcome).toMatch(/audit_log is append-only: TRUNCATE is not allowed/);
  });

  it('keeps no entry when the change it records is rolled back', async () => {
    const { store, owner } = await ownerSession(t.app, t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { storeId: store.id, actor: { kind: 'staff', id: owner.id, name: owner.name }, requestId: null },
          { action: 'staff.removed' },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.removed'));
    expect(row!.n).toBe(0);
  });
});
