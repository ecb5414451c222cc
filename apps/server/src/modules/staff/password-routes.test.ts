import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { deliveries, staffTokens, staffUsers } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait-for.ts';
import {
  asStaff,
  auditActions,
  countRows,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  sessionCookieOf,
  signIn,
  type TestStore,
} from '../../../test/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'a brand new password';

const requestReset = (store: TestStore, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/password-resets', headers: store.headers, payload: { email } });
const choosePassword = (store: TestStore, token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/admin/password', headers: store.headers, payload: { token, password } });

/** The token of the newest link mailed to this address (as the recipient reads it in the email), once it is mailed. */
async function mailedToken(email: string): Promise<string> {
  await waitFor(async () => (await countMailsTo(email)) > 0, 5_000, `a link mailed to ${email}`);
  const rows = await t.db
    .select({ payload: deliveries.payload })
    .from(deliveries)
    .where(eq(deliveries.recipient, email))
    .orderBy(sql`${deliveries.createdAt} desc`)
    .limit(1);
  return rows[0]!.payload!.link!.split('#token=')[1]!;
}

const countMailsTo = async (email: string) =>
  (await t.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.recipient, email))).length;

describe('POST /api/admin/password-resets', () => {
  it('mails a reset link valid 1 hour to an account of the store, and gives the same answer for an unknown email', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const known = await requestReset(store, owner.email);
    const unknown = await requestReset(store, 'stranger@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toMatch(/^If that email belongs to an account of this store/);

    // The link is made after the answer (its time tells nothing), so the test waits for the mail.
    await waitFor(async () => (await countRows(t.db, 'deliveries', store.id)) > 0, 5_000, 'the reset mail');
    const mails = await t.db.select().from(deliveries).where(eq(deliveries.storeId, store.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password-reset', recipient: owner.email });
    expect(mails[0]!.payload!.link).toMatch(/\/admin\/reset-password#token=/);
    const [token] = await t.db.select().from(staffTokens).where(eq(staffTokens.userId, owner.id));
    const minutes = (token!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await auditActions(t.db, store.id)).toEqual(['staff.password-reset-requested']);
  });

  it('does not mail an account of another store', async () => {
    const store = await createAdminStore(t.db);
    const elsewhere = await createStaffUser(t.db, await createAdminStore(t.db));
    expect((await requestReset(store, elsewhere.email)).statusCode).toBe(202);
    // A request for the store's own owner after it: once that one is mailed, the first has been handled.
    const owner = await createStaffUser(t.db, store);
    await requestReset(store, owner.email);
    await mailedToken(owner.email);
    expect(await countRows(t.db, 'deliveries', store.id)).toBe(1);
    expect(await countRows(t.db, 'deliveries', elsewhere.storeId)).toBe(0);
  });

  it('stops mailing after 5 requests for one account in an hour (429)', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(store, owner.email)).statusCode).toBe(202);
    const res = await requestReset(store, owner.email);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    await waitFor(async () => (await countRows(t.db, 'deliveries', store.id)) === 5, 5_000, '5 reset mails');
  });
});

describe('POST /api/admin/password', () => {
  it('sets the password once: signs in the holder, ends every other session, and the link stops working', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    const oldSession = await signIn(t.app, store, owner.email);
    await requestReset(store, owner.email);
    const token = await mailedToken(owner.email);

    const res = await choosePassword(store, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: owner.email, role: 'owner' });
    const cookie = sessionCookieOf(res)!;
    expect((await t.app.inject(asStaff(store, cookie, { url: '/api/admin/session' }))).statusCode).toBe(200);
    expect((await t.app.inject(asStaff(store, oldSession, { url: '/api/admin/session' }))).statusCode).toBe(401);
    await signIn(t.app, store, owner.email, NEW_PASSWORD);

    const reused = await choosePassword(store, token, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'This link has expired or was already used. Ask for a new one.' });
    await signIn(t.app, store, owner.email, NEW_PASSWORD);
    expect(await auditActions(t.db, store.id)).toContain('staff.password-set');
  });

  it('accepts an invitation: the invited person chooses a password and is signed in as their role', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: 'newbie@example.com', name: 'Newbie', role: 'staff' },
    });
    const res = await choosePassword(store, await mailedToken('newbie@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'newbie@example.com', name: 'Newbie', role: 'staff' });
    const list = await as({ url: '/api/admin/staff' });
    expect(list.json().staff.find((m: { email: string }) => m.email === 'newbie@example.com').status).toBe('active');
  });

  it('refuses an expired link', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    await requestReset(store, owner.email);
    const token = await mailedToken(owner.email);
    await t.db
      .update(staffTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffTokens.userId, owner.id));
    expect((await choosePassword(store, token)).statusCode).toBe(400);
  });

  it("refuses another store's link on this store's host", async () => {
    const a = await createAdminStore(t.db);
    const b = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, a);
    await requestReset(a, owner.email);
    const token = await mailedToken(owner.email);
    expect((await choosePassword(b, token)).statusCode).toBe(400);
    expect((await choosePassword(a, token)).statusCode).toBe(200);
  });

  it.each([
    ['one character repeated', 'aaaaaaaaaaaa', /one character or pattern repeated/],
    ['one of the commonest passwords', 'password123', /most common passwords/],
    ['a keyboard row', 'qwertyuiop123', /most common passwords/],
  ])('refuses %s, and the link still works', async (_what, password, message) => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    await requestReset(store, owner.email);
    const token = await mailedToken(owner.email);
    const weak = await choosePassword(store, token, password);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^body.password: Password /);
    expect(weak.json().message).toMatch(message);
    expect((await choosePassword(store, token)).statusCode).toBe(200);
  });

  it('refuses a short password or a damaged link without using the link up', async () => {
    const store = await createAdminStore(t.db);
    const owner = await createStaffUser(t.db, store);
    await requestReset(store, owner.email);
    const token = await mailedToken(owner.email);
    const [hashBefore] = await t.db
      .select({ hash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.id, owner.id));
    const short = await choosePassword(store, token, 'nine char');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('body.password: Password must be at least 10 characters');
    const damaged = await choosePassword(store, token.slice(0, 20));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toMatch(/^body.token: The link is incomplete or damaged/);
    const [hashAfter] = await t.db
      .select({ hash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.id, owner.id));
    expect(hashAfter).toEqual(hashBefore);
    expect((await choosePassword(store, token)).statusCode).toBe(200);
  });
});
