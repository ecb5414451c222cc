import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestStore,
} from '../../../test/admin.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(store: TestStore, email: string, userAgent: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { ...store.headers, 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res)!;
}

const call = (store: TestStore, cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(asStaff(store, cookie, { method, url, ...(payload ? { payload } : {}) }));

type Listed = { id: string; device: string; current: boolean; lastSeenAt: string; signedInAt: string };

describe('my open sessions', () => {
  it('lists each with its browser and system, this one marked', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const laptop = await signInFrom(store, owner.email, FIREFOX_MAC);
    await signInFrom(store, owner.email, SAFARI_IPHONE);
    const res = await call(store, laptop, 'GET', '/api/admin/account/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as { sessions: Listed[] };
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Firefox on macOS', true],
      ['Safari on iOS', false],
    ]);
    for (const s of sessions) expect(Date.parse(s.lastSeenAt)).not.toBeNaN();
  });

  it('signs out one session, and refuses one that is not mine', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const other = await createStaffUser(t.db, store, { role: 'staff' });
    const laptop = await signInFrom(store, owner.email, FIREFOX_MAC);
    const phone = await signInFrom(store, owner.email, SAFARI_IPHONE);
    const theirs = await signInFrom(store, other.email, SAFARI_IPHONE);
    const { sessions } = (await call(store, laptop, 'GET', '/api/admin/account/sessions')).json() as {
      sessions: Listed[];
    };
    const phoneId = sessions.find((s) => !s.current)!.id;
    const theirId = ((await call(store, theirs, 'GET', '/api/admin/account/sessions')).json() as { sessions: Listed[] })
      .sessions[0]!.id;

    const notMine = await call(store, laptop, 'DELETE', `/api/admin/account/sessions/${theirId}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('That session has already ended.');
    expect((await call(store, theirs, 'GET', '/api/admin/session')).statusCode).toBe(200);

    expect((await call(store, laptop, 'DELETE', `/api/admin/account/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await call(store, phone, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await call(store, laptop, 'GET', '/api/admin/session')).statusCode).toBe(200);
    expect(await auditActions(t.db, store.id)).toContain('session.ended');
  });

  it('signs out everywhere else, keeping this session', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const here = await signInFrom(store, owner.email, FIREFOX_MAC);
    const elsewhere = [await signInFrom(store, owner.email, SAFARI_IPHONE), await signInFrom(store, owner.email, '')];
    const res = await call(store, here, 'DELETE', '/api/admin/account/sessions');
    expect(res.json()).toEqual({ signedOut: 2 });
    for (const cookie of elsewhere)
      expect((await call(store, cookie, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await call(store, here, 'GET', '/api/admin/session')).statusCode).toBe(200);
    expect(await auditActions(t.db, store.id)).toContain('session.others-ended');
  });

  it('a password change signs out the other sessions', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const here = await signInFrom(store, owner.email, FIREFOX_MAC);
    const phone = await signInFrom(store, owner.email, SAFARI_IPHONE);
    const wrong = await call(store, here, 'POST', '/api/admin/account/password', {
      currentPassword: 'not my password',
      password: 'plum harbour lantern 42',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right.');
    expect((await call(store, phone, 'GET', '/api/admin/session')).statusCode).toBe(200);

    const changed = await call(store, here, 'POST', '/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      password: 'plum harbour lantern 42',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call(store, phone, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await call(store, here, 'GET', '/api/admin/session')).statusCode).toBe(200);
    await signInFrom(store, owner.email, FIREFOX_MAC, 'plum harbour lantern 42');
    expect(await auditActions(t.db, store.id)).toContain('staff.password-changed');
  });

  it('needs a session: a stranger and another store’s session get 401', async () => {
    const store = await createAdminStore(t.db);
    const other = await createAdminStore(t.db);
    const otherOwner = await createStaffUser(t.db, other);
    const otherCookie = await signInFrom(other, otherOwner.email, FIREFOX_MAC);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/account/sessions', headers: store.headers });
    expect(stranger.statusCode).toBe(401);
    expect((await call(store, otherCookie, 'DELETE', '/api/admin/account/sessions')).statusCode).toBe(401);
  });
});
