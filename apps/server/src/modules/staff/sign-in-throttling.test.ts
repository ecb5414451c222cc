import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  countRows,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
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

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 10 failures for one account, even with the right password', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    for (let i = 0; i < 10; i += 1) {
      // Each attempt from its own address: only the account's count is at work.
      expect(
        (await post(store, { email: owner.email, password: `wrong ${i}` }, { 'x-forwarded-for': `198.51.100.${i}` }))
          .statusCode,
      ).toBe(401);
    }
    const throttled = await post(store, { email: owner.email, password: TEST_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(await countRows(t.db, 'staff_sessions', store.id)).toBe(0);
  });

  it('counts failures per client address across accounts', async () => {
    const proxied = t;
    {
      const store = await createAdminStore(proxied.db);
      const owner = await createStaffUser(proxied.db, store);
      const from = (ip: string, payload: object) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          headers: { host: store.host, origin: store.origin, 'x-forwarded-for': ip },
          payload,
        });
      for (let i = 0; i < 10; i += 1)
        expect((await from('203.0.113.7', { email: `guess${i}@example.com`, password: 'guess' })).statusCode).toBe(401);
      const blocked = await from('203.0.113.7', { email: owner.email, password: TEST_PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another address is not held back, and the owner's account itself is not locked.
      expect((await from('203.0.113.8', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });

  it("does not count an attempt the client's limit refused against the account", async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const from = (ip: string, payload: object) => post(store, payload, { 'x-forwarded-for': ip });
    for (let i = 0; i < 10; i += 1) await from('198.18.0.1', { email: `someone${i}@example.com`, password: 'guess' });
    // The blocked address keeps trying the owner's account: none of these reach a password check.
    for (let i = 0; i < 12; i += 1)
      expect((await from('198.18.0.1', { email: owner.email, password: 'guess' })).statusCode).toBe(429);
    expect((await from('198.18.0.2', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins never use the allowance up', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    for (let i = 0; i < 12; i += 1) await signIn(t.app, store, owner.email);
    for (let i = 0; i < 9; i += 1) await post(store, { email: owner.email, password: 'wrong' });
    expect((await post(store, { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});
