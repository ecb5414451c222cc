import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, deliveries, staffTokens, staffUsers } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  auditActions,
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

const roleOf = async (id: string) =>
  (await t.db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, id)))[0]?.role;

describe('GET /api/admin/staff', () => {
  it('lists the store’s people, owners first, with who is still invited', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff', name: 'Aaron Staff' });
    const invited = await createStaffUser(t.db, store, { role: 'staff', name: 'Zoe Invited', password: null });
    await createStaffUser(t.db, await createAdminStore(t.db), { role: 'staff', name: 'Elsewhere' });
    const res = await as({ url: '/api/admin/staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.map((m: { id: string; status: string; role: string }) => [m.id, m.role, m.status])).toEqual(
      [
        [owner.id, 'owner', 'active'],
        [staff.id, 'staff', 'active'],
        [invited.id, 'staff', 'invited'],
      ],
    );
  });

  it('is refused without a session (401) and to staff (403)', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    expect((await t.app.inject({ url: '/api/admin/staff', headers: store.headers })).statusCode).toBe(401);
    const cookie = await signIn(t.app, store, staff.email);
    const res = await t.app.inject(asStaff(store, cookie, { url: '/api/admin/staff' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only an owner of this store can do this.' });
  });
});

describe('POST /api/admin/staff (invite)', () => {
  it('creates the account without a password, mails a hashed one-time link valid 24 hours, and audits it', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const res = await as({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: ' New.Person@Example.com ', name: 'New Person', role: 'staff' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'new.person@example.com',
      name: 'New Person',
      role: 'staff',
      status: 'invited',
    });

    const [token] = await t.db.select().from(staffTokens).where(eq(staffTokens.userId, res.json().id));
    expect(token).toMatchObject({ kind: 'invitation', usedAt: null });
    const hours = (token!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, token!.id));
    expect(delivery).toMatchObject({
      kind: 'staff-invitation',
      recipient: 'new.person@example.com',
      state: 'pending',
      storeId: store.id,
    });
    const link = delivery!.payload!.link!;
    expect(link).toMatch(
      new RegExp(`^http://${store.slug}\\.localhost:3000/admin/accept-invitation#token=[A-Za-z0-9_-]{43}$`),
    );
    expect(token!.tokenHash).not.toContain(link.split('#token=')[1]);
    expect(delivery!.payload!.invitedBy).toBe(owner.name);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'staff.invited')));
    expect(entry).toMatchObject({
      actorKind: 'staff',
      actorId: owner.id,
      actorName: owner.name,
      targetId: res.json().id,
      after: { email: 'new.person@example.com', name: 'New Person', role: 'staff' },
    });
    expect(entry!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an email that already has an account here (409) and bad input (400), writing nothing', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const before = {
      staff: await countRows(t.db, 'staff_users', store.id),
      audit: await countRows(t.db, 'audit_log', store.id),
    };
    const taken = await as({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: owner.email.toUpperCase(), name: 'Again', role: 'staff' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`${owner.email} already has an account in this store.`);
    for (const [payload, message] of [
      [{ email: 'x@example.com', name: 'X', role: 'admin' }, 'body.role: role must be "owner" or "staff"'],
      [{ email: 'x@example.com', name: '   ', role: 'staff' }, 'body.name: Name is required'],
      [{ email: 'nope', name: 'X', role: 'staff' }, 'body.email: Enter a valid email address'],
      [
        { email: 'x@example.com', name: 'x'.repeat(81), role: 'staff' },
        'body.name: Name must be at most 80 characters',
      ],
    ] as const) {
      const res = await as({ method: 'POST', url: '/api/admin/staff', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect({
      staff: await countRows(t.db, 'staff_users', store.id),
      audit: await countRows(t.db, 'audit_log', store.id),
    }).toEqual(before);
    expect(await countRows(t.db, 'deliveries', store.id)).toBe(0);
  });

  it('refuses an invitation posted without the same-origin Origin (403), writing nothing', async () => {
    const { store, cookie } = await ownerSession(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { host: store.host, cookie },
      payload: { email: 'csrf@example.com', name: 'C', role: 'owner' },
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(t.db, 'staff_users', store.id)).toBe(1);
  });

  it('is refused to staff with 403, writing nothing', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const res = await t.app.inject(
      asStaff(store, cookie, {
        method: 'POST',
        url: '/api/admin/staff',
        payload: { email: 'promote@example.com', name: 'P', role: 'owner' },
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(await countRows(t.db, 'staff_users', store.id)).toBe(1);
  });

  it('sends a fresh invitation that retires the previous link, only to someone still invited', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const invited = (
      await as({
        method: 'POST',
        url: '/api/admin/staff',
        payload: { email: 'later@example.com', name: 'Later', role: 'staff' },
      })
    ).json();
    const again = await as({ method: 'POST', url: `/api/admin/staff/${invited.id}/invitation` });
    expect(again.statusCode).toBe(202);
    const tokens = await t.db
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.userId, invited.id))
      .orderBy(staffTokens.createdAt);
    expect(tokens.map((token) => token.usedAt === null)).toEqual([false, true]);
    const active = await as({ method: 'POST', url: `/api/admin/staff/${owner.id}/invitation` });
    expect(active.statusCode).toBe(409);
    expect((await as({ method: 'POST', url: `/api/admin/staff/${crypto.randomUUID()}/invitation` })).statusCode).toBe(
      404,
    );
    expect((await auditActions(t.db, store.id)).filter((a) => a.startsWith('staff.'))).toEqual([
      'staff.invited',
      'staff.invitation-resent',
    ]);
  });
});

describe('PATCH and DELETE /api/admin/staff/{id}', () => {
  it('changes a role with before and after in the audit log; the change applies to the open session at once', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const res = await as({ method: 'PATCH', url: `/api/admin/staff/${staff.id}`, payload: { role: 'owner' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: staff.id, role: 'owner' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'staff.role-changed')));
    expect(entry).toMatchObject({ targetId: staff.id, before: { role: 'staff' }, after: { role: 'owner' } });
    expect((await t.app.inject(asStaff(store, staffCookie, { url: '/api/admin/staff' }))).statusCode).toBe(200);
  });

  it('never demotes or removes the last owner (409), but lets one of two owners go', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const demote = await as({ method: 'PATCH', url: `/api/admin/staff/${owner.id}`, payload: { role: 'staff' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'A store needs at least one owner: make someone else an owner first.' });
    expect((await as({ method: 'DELETE', url: `/api/admin/staff/${owner.id}` })).statusCode).toBe(409);
    expect(await roleOf(owner.id)).toBe('owner');

    const second = await createStaffUser(t.db, store, { role: 'owner' });
    expect((await as({ method: 'DELETE', url: `/api/admin/staff/${second.id}` })).statusCode).toBe(204);
    expect(await roleOf(second.id)).toBeUndefined();
    expect(await auditActions(t.db, store.id)).toContain('staff.removed');
  });

  it('keeps an owner when two owners demote each other at the same moment', async () => {
    const store = await createAdminStore(t.db);
    const a = await createStaffUser(t.db, store, { role: 'owner' });
    const b = await createStaffUser(t.db, store, { role: 'owner' });
    const [cookieA, cookieB] = [await signIn(t.app, store, a.email), await signIn(t.app, store, b.email)];
    const answers = await Promise.all([
      t.app.inject(
        asStaff(store, cookieA, { method: 'PATCH', url: `/api/admin/staff/${b.id}`, payload: { role: 'staff' } }),
      ),
      t.app.inject(
        asStaff(store, cookieB, { method: 'PATCH', url: `/api/admin/staff/${a.id}`, payload: { role: 'staff' } }),
      ),
    ]);
    // The loser is refused either as the last owner (409) or, when the winner's change reached
    // the database before its request was authorised, as the staff member it has become (403).
    const [first, second] = answers.map((r) => r.statusCode).sort();
    expect(first).toBe(200);
    expect([403, 409]).toContain(second);
    expect([await roleOf(a.id), await roleOf(b.id)].filter((role) => role === 'owner')).toHaveLength(1);
  });

  it('ends the sessions of a removed person', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    expect((await as({ method: 'DELETE', url: `/api/admin/staff/${staff.id}` })).statusCode).toBe(204);
    expect((await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }))).statusCode).toBe(401);
  });

  it("answers 404 for another store's person and 400 for a malformed id, changing nothing", async () => {
    const { as } = await ownerSession(t.app, t.db);
    const elsewhere = await createStaffUser(t.db, await createAdminStore(t.db), { role: 'staff' });
    expect(
      (await as({ method: 'PATCH', url: `/api/admin/staff/${elsewhere.id}`, payload: { role: 'owner' } })).statusCode,
    ).toBe(404);
    expect((await as({ method: 'DELETE', url: `/api/admin/staff/${elsewhere.id}` })).statusCode).toBe(404);
    expect(await roleOf(elsewhere.id)).toBe('staff');
    const malformed = await as({ method: 'DELETE', url: '/api/admin/staff/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('params.id: id must be a staff member id (uuid)');
  });
});
