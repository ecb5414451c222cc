import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { staffRecoveryCodes, staffUsers } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  sessionCookieOf,
  signIn,
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

/** The app's code `steps` periods of 30 s from now (the server accepts one period either side). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const call = (
  store: TestStore,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject(asStaff(store, cookie, { method, url, ...(payload ? { payload } : {}) }));

/** A person with two-factor sign-in on: their secret and recovery codes (confirmed with the previous period's code). */
async function enrolled(role: 'owner' | 'staff' = 'owner', store?: TestStore) {
  store ??= await createAdminStore(t.db);
  const user = await createStaffUser(t.db, store, { role });
  const cookie = await signIn(t.app, store, user.email);
  const setup = await call(store, cookie, 'POST', '/api/admin/account/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirm = await call(store, cookie, 'POST', '/api/admin/account/two-factor/confirm', {
    code: await codeAt(secret, -1),
  });
  expect(confirm.statusCode).toBe(200);
  return { store, user, cookie, secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const passwordStep = (store: TestStore, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: store.headers,
    payload: { email, password: TEST_PASSWORD },
  });

describe('setting up two-factor sign-in', () => {
  it('gives a secret, its otpauth address and a QR code; the first code turns it on and answers ten recovery codes', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const cookie = await signIn(t.app, store, owner.email);
    const setup = await call(store, cookie, 'POST', '/api/admin/account/two-factor/setup');
    const body = setup.json() as { secret: string; uri: string; qrSvg: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.uri).toContain(`otpauth://totp/`);
    expect(body.uri).toContain(`secret=${body.secret}`);
    expect(body.qrSvg).toMatch(/^<svg/);

    const wrong = await call(store, cookie, 'POST', '/api/admin/account/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. Enter the code your authenticator app shows now.');

    const right = await call(store, cookie, 'POST', '/api/admin/account/two-factor/confirm', {
      code: await codeAt(body.secret, 0),
    });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // The secret is kept encrypted and the recovery codes only hashed.
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, owner.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(body.secret);
    expect(row!.totpPendingSecret).toBeNull();
    const stored = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(recoveryCodes.join()).not.toContain(codeHash);

    const status = await call(store, cookie, 'GET', '/api/admin/account/two-factor');
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, requiredByStore: false });
    expect(await auditActions(t.db, store.id)).toEqual(['session.signed-in', 'staff.two-factor-enabled']);
  });

  it('refuses a confirmation without a setup, and a second setup once it is on', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const cookie = await signIn(t.app, store, owner.email);
    const early = await call(store, cookie, 'POST', '/api/admin/account/two-factor/confirm', { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Start setting up two-factor sign-in first/);
    const empty = await call(store, cookie, 'POST', '/api/admin/account/two-factor/confirm', { code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Enter the 6-digit code');

    const done = await enrolled('owner');
    const again = await call(done.store, done.cookie, 'POST', '/api/admin/account/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on for your account.');
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('the password opens only the code step; the code opens a new, full session', async () => {
    const { store, user, secret } = await enrolled();
    const first = await passwordStep(store, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, pending: 'two-factor-code' });
    const partial = sessionCookieOf(first)!;

    const summary = await call(store, partial, 'GET', '/api/admin/summary');
    expect(summary.statusCode).toBe(401);
    expect(summary.json().message).toBe('Finish signing in: enter the code from your authenticator app.');
    const session = await call(store, partial, 'GET', '/api/admin/session');
    expect(session.json()).toMatchObject({ pending: 'two-factor-code' });

    const wrong = await call(store, partial, 'POST', '/api/admin/session/two-factor', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. Enter the code your authenticator app shows now.');

    const right = await call(store, partial, 'POST', '/api/admin/session/two-factor', {
      code: await codeAt(secret, 0),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().pending).toBeUndefined();
    const full = sessionCookieOf(right)!;
    expect(full).not.toBe(partial);
    expect((await call(store, full, 'GET', '/api/admin/summary')).statusCode).toBe(200);
    // The password-only session is gone.
    expect((await call(store, partial, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await auditActions(t.db, store.id)).slice(-3)).toEqual([
      'session.password-accepted',
      'session.two-factor-failed',
      'session.signed-in',
    ]);
  });

  it('takes each authenticator code once', async () => {
    const { store, user, secret } = await enrolled();
    const code = await codeAt(secret, 0);
    const a = sessionCookieOf(await passwordStep(store, user.email))!;
    const b = sessionCookieOf(await passwordStep(store, user.email))!;
    expect((await call(store, a, 'POST', '/api/admin/session/two-factor', { code })).statusCode).toBe(200);
    expect((await call(store, b, 'POST', '/api/admin/session/two-factor', { code })).statusCode).toBe(400);
  });

  it('takes a recovery code instead, once, typed in any case', async () => {
    const { store, user, recoveryCodes, cookie } = await enrolled();
    const code = recoveryCodes[3]!;
    const a = sessionCookieOf(await passwordStep(store, user.email))!;
    const used = await call(store, a, 'POST', '/api/admin/session/two-factor', { code: code.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const b = sessionCookieOf(await passwordStep(store, user.email))!;
    expect((await call(store, b, 'POST', '/api/admin/session/two-factor', { code })).statusCode).toBe(400);
    const status = await call(store, cookie, 'GET', '/api/admin/account/two-factor');
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
    expect(await auditActions(t.db, store.id)).toContain('staff.recovery-code-used');
  });

  it('answers 429 after 10 wrong codes, like the password', async () => {
    const { store, user, secret } = await enrolled();
    const partial = sessionCookieOf(await passwordStep(store, user.email))!;
    for (let i = 0; i < 10; i += 1) {
      expect((await call(store, partial, 'POST', '/api/admin/session/two-factor', { code: '000000' })).statusCode).toBe(
        400,
      );
    }
    const limited = await call(store, partial, 'POST', '/api/admin/session/two-factor', {
      code: await codeAt(secret, 0),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes?\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a current code', async () => {
    const { store, cookie, secret } = await enrolled();
    const noPassword = await call(store, cookie, 'POST', '/api/admin/account/two-factor/disable', {
      password: 'wrong password here',
      code: await codeAt(secret, 0),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Your password is not right.');
    const off = await call(store, cookie, 'POST', '/api/admin/account/two-factor/disable', {
      password: TEST_PASSWORD,
      code: await codeAt(secret, 1),
    });
    expect(off.statusCode).toBe(204);
    const status = await call(store, cookie, 'GET', '/api/admin/account/two-factor');
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await auditActions(t.db, store.id)).toContain('staff.two-factor-disabled');
  });
});

describe('owners requiring two-factor sign-in for everyone', () => {
  it('asks a member without it to set it up at their next sign-in, and lets them in once they have', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store, { role: 'owner' });
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const ownerCookie = await signIn(t.app, store, owner.email);
    const on = await call(store, ownerCookie, 'PUT', '/api/admin/settings/two-factor', { required: true });
    expect(on.json()).toEqual({ required: true });

    const first = await passwordStep(store, staff.email);
    expect(first.json()).toMatchObject({ pending: 'two-factor-enrolment' });
    const partial = sessionCookieOf(first)!;
    const refused = await call(store, partial, 'GET', '/api/admin/gift-cards');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'Your store requires two-factor sign-in. Set up an authenticator app to continue.',
    );
    const setup = await call(store, partial, 'POST', '/api/admin/account/two-factor/setup');
    const { secret } = setup.json() as { secret: string };
    const confirm = await call(store, partial, 'POST', '/api/admin/account/two-factor/confirm', {
      code: await codeAt(secret, 0),
    });
    expect(confirm.statusCode).toBe(200);
    const full = sessionCookieOf(confirm)!;
    expect((await call(store, full, 'GET', '/api/admin/session')).json().pending).toBeUndefined();
    expect((await call(store, full, 'GET', '/api/admin/gift-cards')).statusCode).toBe(200);

    // While required, it cannot be turned off.
    const off = await call(store, full, 'POST', '/api/admin/account/two-factor/disable', {
      password: TEST_PASSWORD,
      code: await codeAt(secret, 1),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Your store requires two-factor sign-in, so it cannot be turned off.');
    expect(await auditActions(t.db, store.id)).toContain('settings.two-factor-policy-changed');
  });

  it('is an owner’s setting: staff get 403, another store’s owner 401, a stranger 401', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const byStaff = await call(store, staffCookie, 'PUT', '/api/admin/settings/two-factor', { required: true });
    expect(byStaff.statusCode).toBe(403);
    const other = await createAdminStore(t.db);
    const otherOwner = await createStaffUser(t.db, other, { role: 'owner' });
    const otherCookie = await signIn(t.app, other, otherOwner.email);
    expect(
      (await call(store, otherCookie, 'PUT', '/api/admin/settings/two-factor', { required: true })).statusCode,
    ).toBe(401);
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/two-factor',
      headers: store.headers,
    });
    expect(stranger.statusCode).toBe(401);
    const bad = await call(store, staffCookie, 'GET', '/api/admin/account/two-factor');
    expect(bad.statusCode).toBe(200);
  });

  it('refuses a body that is not on or off with a sentence', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store, { role: 'owner' });
    const cookie = await signIn(t.app, store, owner.email);
    const res = await call(store, cookie, 'PUT', '/api/admin/settings/two-factor', { required: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose on or off.');
  });
});
