import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../db/schema/index.ts';
import { createIntent } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('POST /api/Payment/CreatePaymentIntent', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createStore(t.db)).slug;
  });
  afterAll(() => t.close());

  it('creates a sandbox intent whose secret belongs to it', async () => {
    const { res, paymentIntentId, clientSecret } = await createIntent(t, slug, 54.5);
    expect(res.statusCode).toBe(200);
    expect(paymentIntentId).toMatch(/^pi_sb_[A-Za-z0-9]{24}$/);
    expect(clientSecret.startsWith(`${paymentIntentId}_secret_`)).toBe(true);
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, paymentIntentId));
    expect(row).toMatchObject({
      provider: 'sandbox',
      amountMinor: 5450,
      currency: 'USD',
      status: 'requires_payment_method',
      kind: 'order',
    });
  });

  it("refuses an amount of 0 with 'An amount above 0 is required'", async () => {
    for (const amount of [0, -5]) {
      const { res } = await createIntent(t, slug, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'An amount above 0 is required' });
    }
  });

  it('refuses a currency other than the store currency', async () => {
    const { res } = await createIntent(t, slug, 10, { currency: 'eur' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This store charges in USD, not EUR.');
  });

  it('refuses a top-up where the store does not allow them', async () => {
    const { res } = await createIntent(t, slug, 10, {
      isTopup: true,
      topupGiftCardId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Top-ups are not available in this store.');
  });
});
