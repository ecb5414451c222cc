import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config.ts';
import { DomainError } from '../../../lib/domain-errors.ts';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.ts';
import { createStripeClient, stripeHostOptions } from './stripe-client.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

describe('the Stripe adapter against a local fake', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;
  const account = 'acct_store_a';
  beforeAll(async () => {
    fake = await startFakeStripe();
    const stripe = createStripeClient(testConfig({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.url }))!;
    provider = new StripePaymentProvider(stripe);
  });
  afterAll(() => fake.close());

  it('reads host, port and protocol from STRIPE_API_BASE', () => {
    expect(stripeHostOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeHostOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeHostOptions(undefined)).toEqual({});
  });

  it('creates a PaymentIntent on the connected account with automatic payment methods', async () => {
    const intent = await provider.createIntent({
      amountMinor: 2500,
      currency: 'USD',
      storeId: 'store-1',
      connectedAccountId: account,
      metadata: { kind: 'order' },
    });
    expect(intent).toEqual({
      providerIntentId: expect.stringMatching(/^pi_fake_/),
      clientSecret: expect.stringContaining('_secret_'),
      status: 'requires_payment_method',
    });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      stripeAccount: account,
      authorization: 'Bearer sk_test_fake',
    });
    expect(request.params).toMatchObject({
      amount: '2500',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[storeId]': 'store-1',
    });
  });

  it('updates the amount, retrieves and cancels on the same account', async () => {
    const { providerIntentId } = await provider.createIntent({
      amountMinor: 1000,
      currency: 'USD',
      storeId: 's',
      connectedAccountId: account,
      metadata: {},
    });
    const ref = { providerIntentId, connectedAccountId: account };
    await provider.updateAmount(ref, 5450);
    expect(await provider.retrieve(ref)).toEqual({
      status: 'requires_payment_method',
      amountMinor: 5450,
      currency: 'USD',
    });
    await provider.cancel(ref);
    expect((await provider.retrieve(ref)).status).toBe('canceled');
    expect(
      fake.requests.slice(-4).map((r) => [r.method, r.path.replace(providerIntentId, ':id'), r.stripeAccount]),
    ).toEqual([
      ['POST', '/v1/payment_intents/:id', account],
      ['GET', '/v1/payment_intents/:id', account],
      ['POST', '/v1/payment_intents/:id/cancel', account],
      ['GET', '/v1/payment_intents/:id', account],
    ]);
  });

  it("cannot see another account's intent", async () => {
    const { providerIntentId } = await provider.createIntent({
      amountMinor: 1000,
      currency: 'USD',
      storeId: 's',
      connectedAccountId: account,
      metadata: {},
    });
    await expect(provider.retrieve({ providerIntentId, connectedAccountId: 'acct_other' })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it("passes Stripe's refusal on as a 400 with its message", async () => {
    const refused = provider.createIntent({
      amountMinor: 10,
      currency: 'USD',
      storeId: 's',
      connectedAccountId: account,
      metadata: {},
    });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ kind: 'invalid', message: 'Amount must be at least $0.50 usd' });
  });

  it('refunds a succeeded intent in full on its account, once per idempotency key', async () => {
    const { providerIntentId } = await provider.createIntent({
      amountMinor: 3000,
      currency: 'USD',
      storeId: 's',
      connectedAccountId: account,
      metadata: {},
    });
    fake.setStatus(providerIntentId, 'succeeded');
    const ref = { providerIntentId, connectedAccountId: account };
    const request = { idempotencyKey: `refund-${providerIntentId}`, reason: 'sold out' };
    const first = await provider.refund(ref, request);
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_fake_/), amountMinor: 3000, currency: 'USD' });
    expect(await provider.refund(ref, request)).toEqual(first);
    expect(fake.refunds.get(first.refundId!)).toMatchObject({
      amount: 3000,
      payment_intent: providerIntentId,
      metadata: { reason: 'sold out' },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      stripeAccount: account,
      idempotencyKey: request.idempotencyKey,
    });
    // Refunded already under another key (by the merchant, say): nothing more to give back, and
    // what went back is the whole charge.
    expect(await provider.refund(ref, { ...request, idempotencyKey: 'another' })).toEqual({
      refundId: null,
      amountMinor: 3000,
      currency: 'USD',
    });
  });

  it('passes a refund that Stripe refuses on as an error, for the caller to try again', async () => {
    const { providerIntentId } = await provider.createIntent({
      amountMinor: 3000,
      currency: 'USD',
      storeId: 's',
      connectedAccountId: account,
      metadata: {},
    });
    await expect(
      provider.refund({ providerIntentId, connectedAccountId: account }, { idempotencyKey: 'k', reason: 'r' }),
    ).rejects.toThrow(/does not have a successful charge/);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const stripe = createStripeClient(
      testConfig({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: 'http://127.0.0.1:1' }),
    )!;
    const unreachable = new StripePaymentProvider(stripe);
    await expect(unreachable.retrieve({ providerIntentId: 'pi_x', connectedAccountId: null })).rejects.toMatchObject({
      kind: 'upstream-failed',
    });
  });
});

describe('checking a connected account (Test connection)', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    fake.accounts.set('acct_ready', { chargesEnabled: true });
    fake.accounts.set('acct_onboarding', { chargesEnabled: false });
    provider = new StripePaymentProvider(
      createStripeClient(testConfig({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.url }))!,
    );
  });
  afterAll(() => fake.close());

  it('answers ok for an account that takes payments, asking Stripe with the platform key', async () => {
    expect(await provider.checkAccount('acct_ready')).toEqual({
      ok: true,
      message: expect.stringContaining('acct_ready'),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/accounts/acct_ready',
      authorization: 'Bearer sk_test_fake',
    });
  });

  it('gives the reason for an account still in setup and for one Stripe does not know', async () => {
    expect(await provider.checkAccount('acct_onboarding')).toEqual({
      ok: false,
      message: expect.stringContaining('finish its setup'),
    });
    expect(await provider.checkAccount('acct_unknown')).toEqual({
      ok: false,
      message: expect.stringContaining('does not know account acct_unknown'),
    });
  });
});
