import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { createIntent } from '../../../test/checkout.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { findStoreSettings } from '../stores/store-repository.ts';

const URL = '/api/admin/settings/payments';
const stripe = { provider: 'stripe', connectedAccountId: 'acct_ready', publicKey: 'pk_test_abc123' };

describe('payment settings on a server with Stripe (against the local fake)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    fake.accounts.set('acct_ready', { chargesEnabled: true });
    fake.accounts.set('acct_onboarding', { chargesEnabled: false });
    t = await createAdminTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.url });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('an owner switches to Stripe, audited with before and after, and the checkout uses it', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    expect((await as({ method: 'GET', url: URL })).json()).toEqual({
      provider: 'sandbox',
      connectedAccountId: null,
      publicKey: null,
      sandboxAllowed: true,
      problem: null,
    });
    const res = await as({ method: 'PATCH', url: URL, payload: { ...stripe, publicKey: ' pk_test_abc123 ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...stripe, sandboxAllowed: true, problem: null });
    expect((await findStoreSettings(t.db, store.id))?.payment).toEqual(stripe);
    expect((await findStoreSettings(t.db, store.id))?.company.name).toBeTruthy();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'settings.payments-changed')));
    expect(entry).toMatchObject({ before: { provider: 'sandbox' }, after: stripe });
    const intent = await createIntent(t, store.slug, 25);
    expect(intent.res.statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', stripeAccount: 'acct_ready' });
  });

  it('Test connection asks Stripe about the saved account and gives the reason when it cannot pay', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({ method: 'PATCH', url: URL, payload: stripe });
    expect((await as({ method: 'POST', url: `${URL}/test` })).json()).toEqual({
      ok: true,
      message: expect.stringContaining('acct_ready'),
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_ready' });
    await as({ method: 'PATCH', url: URL, payload: { ...stripe, connectedAccountId: 'acct_onboarding' } });
    expect((await as({ method: 'POST', url: `${URL}/test` })).json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('finish its setup'),
    });
    await as({ method: 'PATCH', url: URL, payload: { ...stripe, connectedAccountId: 'acct_other' } });
    expect((await as({ method: 'POST', url: `${URL}/test` })).json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('does not know account acct_other'),
    });
    expect((await auditActions(t.db, store.id)).filter((a) => a === 'settings.payments-tested')).toHaveLength(3);
  });

  it('bad input: 400 naming each field, nothing written', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    for (const [payload, fields] of [
      [{ ...stripe, publicKey: 'sk_live_secret' }, ['body.publicKey']],
      [{ ...stripe, connectedAccountId: 'acme' }, ['body.connectedAccountId']],
      [{ provider: 'stripe', connectedAccountId: null, publicKey: '' }, ['body.connectedAccountId', 'body.publicKey']],
      [{ ...stripe, provider: 'paypal' }, ['body.provider']],
      [{ ...stripe, secret: 'x' }, ['body']],
    ] as const) {
      const res = await as({ method: 'PATCH', url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      for (const field of fields) expect(res.json().message).toContain(field);
    }
    expect((await findStoreSettings(t.db, store.id))?.payment.provider).toBe('sandbox');
    expect(await auditActions(t.db, store.id)).not.toContain('settings.payments-changed');
  });

  it('refuses staff (403), no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    for (const options of [
      { method: 'GET' as const, url: URL },
      { method: 'PATCH' as const, url: URL, payload: stripe },
      { method: 'POST' as const, url: `${URL}/test` },
    ])
      expect((await t.app.inject(asStaff(store, cookie, options))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: URL, headers: store.headers, payload: stripe })).statusCode,
    ).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect(
      (await t.app.inject(asStaff(store, other.cookie, { method: 'PATCH', url: URL, payload: stripe }))).statusCode,
    ).toBe(401);
    expect((await findStoreSettings(t.db, store.id))?.payment.provider).toBe('sandbox');
  });
});

describe('payment settings on a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t?.close());

  it('says a sandbox store cannot take payments, refuses choosing the sandbox, and explains a missing Stripe key', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const read = (await as({ method: 'GET', url: URL })).json();
    expect(read).toMatchObject({
      provider: 'sandbox',
      sandboxAllowed: false,
      problem: expect.stringContaining('no sandbox payments'),
    });
    expect((await as({ method: 'POST', url: `${URL}/test` })).json()).toMatchObject({ ok: false });
    const refused = await as({
      method: 'PATCH',
      url: URL,
      payload: { provider: 'sandbox', connectedAccountId: null, publicKey: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('body.provider');
    const switched = await as({ method: 'PATCH', url: URL, payload: stripe });
    expect(switched.json().problem).toContain('STRIPE_SECRET_KEY');
  });
});
