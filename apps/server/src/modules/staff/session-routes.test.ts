import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { staffSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  auditActions,
  countRows,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  sessionCookieOf,
  signIn,
  TEST_PASSWORD,
  type TestStore,
} from '../../../test/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (store: TestStore, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { ...store.headers, ...headers },
    payload: payload as object,
  });

describe('POST /api/admin/session (sign in)', () => {
  it('answers the person and the store, and sets an httpOnly, SameSite=Lax, host-only session cookie', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store, { role: 'owner', email: 'Olive@Example.com', name: 'Olive' });
    const res = await post(store, { email: 'OLIVE@example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: owner.id,
      email: 'olive@example.com',
      name: 'Olive',
      role: 'owner',
      store: {
        slug: store.slug,
        name: 'Test Gifts',
        timeZone: 'UTC',
        currency: 'USD',
        testPayments: true,
        language: 'en',
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'gf_admin_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 60 * 60 });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The table keeps only a hash of the cookie's value.
    const [row] = await t.db.select().from(staffSessions).where(eq(staffSessions.userId, owner.id));
    expect(row!.tokenHash).not.toContain(cookie.value);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditActions(t.db, store.id)).toEqual(['session.signed-in']);
  });

  it('marks the cookie Secure when the dashboard is reached over https', async () => {
    const https = await createTestApp({ PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example' });
    try {
      const store = await createAdminStore(https.db);
      const owner = await createStaffUser(https.db, store);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: store.headers,
        payload: { email: owner.email, password: TEST_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'gf_admin_session')?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('refuses a wrong password and an unknown email with the same 401, and opens no session', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const wrong = await post(store, { email: owner.email, password: 'not the password' });
    const unknown = await post(store, { email: 'nobody@example.com', password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Wrong email or password.' });
      expect(sessionCookieOf(res)).toBeNull();
    }
    expect(await countRows(t.db, 'staff_sessions', store.id)).toBe(0);
    expect(await auditActions(t.db, store.id)).toEqual(['session.sign-in-failed']);
  });

  it('refuses an invited person who has not chosen a password yet', async () => {
    const store = await createAdminStore(t.db);
    const invited = await createStaffUser(t.db, store, { role: 'staff', password: null });
    expect((await post(store, { email: invited.email, password: '' })).statusCode).toBe(400);
    expect((await post(store, { email: invited.email, password: 'anything at all' })).statusCode).toBe(401);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const store = await createAdminStore(t.db);
    for (const [payload, message] of [
      [{ password: 'x' }, 'body.email: Email is required'],
      [{ email: 'not-an-email', password: 'x' }, 'body.email: Enter a valid email address'],
      [{ email: 'a@example.com' }, 'body.password: Password is required'],
      [{ email: 'a@example.com', password: 'x', role: 'owner' }, 'body: Unrecognized key: "role"'],
    ] as const) {
      const res = await post(store, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await countRows(t.db, 'audit_log', store.id)).toBe(0);
  });

  it('refuses a sign-in posted from another site (no or foreign Origin)', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    for (const origin of [undefined, 'https://evil.example', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { host: store.host, ...(origin ? { origin } : {}) },
        payload: { email: owner.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Cross-site request refused/);
    }
    expect(await countRows(t.db, 'staff_sessions', store.id)).toBe(0);
  });

  it('answers 404 on the host of a store that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { host: 'nope.localhost:3000', origin: 'http://nope.localhost:3000' },
      payload: { email: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Store not found' });
  });
});

describe('GET and DELETE /api/admin/session', () => {
  it('answers who is signed in, and signs out for good', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff', name: 'Sam' });
    const cookie = await signIn(t.app, store, staff.email);
    const who = await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ email: staff.email, name: 'Sam', role: 'staff', store: { slug: store.slug } });
    expect(who.headers['cache-control']).toBe('no-store');

    const out = await t.app.inject(asStaff(store, cookie, { method: 'DELETE', url: '/api/admin/session' }));
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'gf_admin_session')?.value).toBe('');
    expect((await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }))).statusCode).toBe(401);
    expect(await auditActions(t.db, store.id)).toEqual(['session.signed-in', 'session.signed-out']);
  });

  it('answers 401 without a session or with a made-up one', async () => {
    const store = await createAdminStore(t.db);
    for (const cookie of [undefined, 'gf_admin_session=made-up', `gf_admin_session=${'a'.repeat(43)}`]) {
      const res = await t.app.inject({
        url: '/api/admin/session',
        headers: { host: store.host, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Sign in to continue.' });
    }
  });

  it('refuses a sign-out posted without the same-origin Origin, and the session lives on', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const cookie = await signIn(t.app, store, owner.email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { host: store.host, cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }))).statusCode).toBe(200);
  });

  it("refuses store A's session on store B's host with 401", async () => {
    const a = await createAdminStore(t.db);
    const b = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, a);
    await createStaffUser(t.db, b, { email: owner.email });
    const cookie = await signIn(t.app, a, owner.email);
    const res = await t.app.inject({ url: '/api/admin/session', headers: { host: b.host, cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'This session belongs to another store. Sign in to this store.' });
    const staffList = await t.app.inject({ url: '/api/admin/staff', headers: { host: b.host, cookie } });
    expect(staffList.statusCode).toBe(401);
  });

  it('ends a session after 12 idle hours, and moves the end on while it is used', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const cookie = await signIn(t.app, store, owner.email);
    const expiry = async () =>
      (await t.db.select().from(staffSessions).where(eq(staffSessions.userId, owner.id)))[0]!.expiresAt.getTime();

    // Used two hours after its last use: the end moves to 12 hours from now, and the cookie is renewed.
    await t.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() + interval '10 hours'` })
      .where(eq(staffSessions.userId, owner.id));
    const used = await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }));
    expect(used.statusCode).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
    expect(used.cookies.find((c) => c.name === 'gf_admin_session')?.maxAge).toBe(12 * 3600);

    await t.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.userId, owner.id));
    const expired = await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }));
    expect(expired.statusCode).toBe(401);
  });
});

describe('the session says whether the store takes test payments (the dashboard’s test-mode banner)', () => {
  it('is true for the sandbox and a Stripe test key, false for a Stripe live key', async () => {
    const cases = [
      [{ provider: 'sandbox' as const }, true],
      [{ provider: 'stripe' as const, connectedAccountId: 'acct_1', publicKey: 'pk_test_abc' }, true],
      [{ provider: 'stripe' as const, connectedAccountId: 'acct_1', publicKey: 'pk_live_abc' }, false],
    ] as const;
    for (const [payment, testPayments] of cases) {
      const store = await createAdminStore(t.db, { payment });
      const owner = await createStaffUser(t.db, store);
      const res = await post(store, { email: owner.email, password: TEST_PASSWORD });
      expect(res.json().store.testPayments).toBe(testPayments);
    }
  });
});
