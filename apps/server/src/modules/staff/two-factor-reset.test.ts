import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { deliveries, staffRecoveryCodes, staffUsers } from '../../db/schema/index.ts';
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

/** Decision 0151: an owner resets someone's two-factor sign-in; anyone replaces their own recovery codes. */

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const call = (store: TestStore, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(asStaff(store, cookie, { method, url, ...(payload ? { payload } : {}) }));

async function enrolled(role: 'owner' | 'staff', store: TestStore) {
  const user = await createStaffUser(t.db, store, { role });
  const cookie = await signIn(t.app, store, user.email);
  const setup = await call(store, cookie, 'POST', '/api/admin/account/two-factor/setup');
  const { secret } = setup.json() as { secret: string };
  const confirm = await call(store, cookie, 'POST', '/api/admin/account/two-factor/confirm', {
    code: await codeAt(secret, -1),
  });
  expect(confirm.statusCode).toBe(200);
  // Confirming opens a new full session (decision 0075): take its cookie.
  const full = sessionCookieOf(confirm) ?? cookie;
  return { user, cookie: full, secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const passwordStep = (store: TestStore, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: store.headers,
    payload: { email, password: TEST_PASSWORD },
  });

const resetUrl = (id: string) => `/api/admin/staff/${id}/two-factor/reset`;

describe('an owner resets someone’s two-factor sign-in', () => {
  it('removes their authenticator and recovery codes, signs them out, mails them and is audited', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store, { name: 'Olive Owner' });
    const ownerCookie = await signIn(t.app, store, owner.email);
    const sam = await enrolled('staff', store);

    const listed = await call(store, ownerCookie, 'GET', '/api/admin/staff');
    expect((listed.json() as { staff: { id: string; twoFactorEnabled: boolean }[] }).staff).toContainEqual(
      expect.objectContaining({ id: sam.user.id, twoFactorEnabled: true }),
    );

    const reset = await call(store, ownerCookie, 'POST', resetUrl(sam.user.id));
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: sam.user.id, twoFactorEnabled: false });

    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, sam.user.id));
    expect(row!.totpSecret).toBeNull();
    expect(row!.totpEnabledAt).toBeNull();
    expect(await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, sam.user.id))).toEqual([]);
    // Their open session has ended.
    expect((await call(store, sam.cookie, 'GET', '/api/admin/session')).statusCode).toBe(401);
    // The password now opens a full session (the store does not require two-factor sign-in).
    const again = await passwordStep(store, sam.user.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().pending).toBeUndefined();

    const mails = await t.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.recipient, sam.user.email), eq(deliveries.kind, 'two-factor-reset')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toEqual({ resetBy: 'Olive Owner' });
    expect(await auditActions(t.db, store.id)).toContain('staff.two-factor-reset');

    // Nothing left to reset.
    const twice = await call(store, ownerCookie, 'POST', resetUrl(sam.user.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Two-factor sign-in is not on for this person: there is nothing to reset.');
  });

  it('asks them to set it up again at their next sign-in when the store requires it', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const ownerCookie = await signIn(t.app, store, owner.email);
    const sam = await enrolled('staff', store);
    await call(store, ownerCookie, 'POST', '/api/admin/account/two-factor/setup');
    // The owner's own state does not matter to the policy route.
    expect(
      (
        await t.app.inject(
          asStaff(store, ownerCookie, {
            method: 'PUT',
            url: '/api/admin/settings/two-factor',
            payload: { required: true },
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(store, ownerCookie, 'POST', resetUrl(sam.user.id))).statusCode).toBe(200);
    const next = await passwordStep(store, sam.user.email);
    expect(next.json()).toMatchObject({ pending: 'two-factor-enrolment' });
  });

  it('refuses staff (403), someone of another store (404), one’s own (409) and no one (404)', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const ownerCookie = await signIn(t.app, store, owner.email);
    const sam = await enrolled('staff', store);
    const pat = await enrolled('staff', store);

    const byStaff = await call(store, pat.cookie, 'POST', resetUrl(sam.user.id));
    expect(byStaff.statusCode).toBe(403);

    const other = await createAdminStore(t.db);
    const stranger = await enrolled('owner', other);
    const across = await call(store, ownerCookie, 'POST', resetUrl(stranger.user.id));
    expect(across.statusCode).toBe(404);
    expect(across.json().message).toBe('Staff member not found');
    const [strangerRow] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, stranger.user.id));
    expect(strangerRow!.totpSecret).not.toBeNull();

    const missing = await call(store, ownerCookie, 'POST', resetUrl('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);

    const self = await enrolled('owner', store);
    const own = await call(store, self.cookie, 'POST', resetUrl(self.user.id));
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/^You cannot reset your own two-factor sign-in here/);

    // Nothing changed for the refused: Sam still has it on.
    const [samRow] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, sam.user.id));
    expect(samRow!.totpSecret).not.toBeNull();
    expect(await auditActions(t.db, store.id)).not.toContain('staff.two-factor-reset');
  });
});

describe('replacing one’s own recovery codes', () => {
  const regenerate = (store: TestStore, cookie: string, body: object) =>
    call(store, cookie, 'POST', '/api/admin/account/two-factor/recovery-codes', body);

  it('with the password: ten new codes, the old ones refused at once, audited', async () => {
    const store = await createAdminStore(t.db);
    const sam = await enrolled('staff', store);
    const res = await regenerate(store, sam.cookie, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(sam.recoveryCodes).not.toContain(code);

    const partial = sessionCookieOf(await passwordStep(store, sam.user.email))!;
    const old = await call(store, partial, 'POST', '/api/admin/session/two-factor', { code: sam.recoveryCodes[0] });
    expect(old.statusCode).toBe(400);
    const fresh = await call(store, partial, 'POST', '/api/admin/session/two-factor', { code: recoveryCodes[0] });
    expect(fresh.statusCode).toBe(200);
    expect(await auditActions(t.db, store.id)).toContain('staff.recovery-codes-regenerated');
  });

  it('with a current authenticator code, used once', async () => {
    const store = await createAdminStore(t.db);
    const sam = await enrolled('owner', store);
    const code = await codeAt(sam.secret, 0);
    expect((await regenerate(store, sam.cookie, { code })).statusCode).toBe(200);
    const reused = await regenerate(store, sam.cookie, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'That code is not right. Enter the 6-digit code your authenticator app shows now (not a recovery code).',
    );
  });

  it('refuses a wrong password, a recovery code, nothing, and someone without two-factor sign-in, with a sentence', async () => {
    const store = await createAdminStore(t.db);
    const sam = await enrolled('staff', store);
    const wrong = await regenerate(store, sam.cookie, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your password is not right.');
    const recovery = await regenerate(store, sam.cookie, { code: sam.recoveryCodes[0] });
    expect(recovery.statusCode).toBe(400);
    const empty = await regenerate(store, sam.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter your password or the 6-digit code your authenticator app shows now.');

    // The old codes still work after refusals.
    const stored = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, sam.user.id));
    expect(stored).toHaveLength(10);

    const plain = await createStaffUser(t.db, store, { role: 'staff' });
    const plainCookie = await signIn(t.app, store, plain.email);
    const off = await regenerate(store, plainCookie, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Two-factor sign-in is not on for your account.');
    expect(await auditActions(t.db, store.id)).not.toContain('staff.recovery-codes-regenerated');
  });

  it('counts wrong passwords like wrong codes: the 11th try answers 429 even with the right password', async () => {
    const store = await createAdminStore(t.db);
    const sam = await enrolled('staff', store);
    for (let i = 0; i < 10; i += 1) {
      expect((await regenerate(store, sam.cookie, { password: `wrong ${i}` })).statusCode).toBe(400);
    }
    const limited = await regenerate(store, sam.cookie, { password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/^Too many wrong passwords or codes\. Try again in \d+ minutes?\.$/);
  });

  it('refuses someone signed out (401)', async () => {
    const store = await createAdminStore(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/two-factor/recovery-codes',
      headers: store.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
