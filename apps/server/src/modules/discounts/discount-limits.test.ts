import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discountCodes, discountReservations, orders, paymentIntents } from '../../db/schema/index.ts';
import { buildPayload, confirm, createIntent, validate, VISA } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const DECLINED = { ...VISA, number: '4000 0000 0000 0002' };

describe('discount usage limits and validity, reserved at validation and checked again at payment', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ HOLD_TIMEOUT_MINUTES: '30' });
    slug = (
      await createStore(t.db, {
        discountCodes: [
          { code: 'THREE', discountType: 'PERCENT', amount: 50, usageLimit: 3 },
          { code: 'PAIR', discountType: 'PERCENT', amount: 50, usageLimit: 2 },
          { code: 'SINGLE', discountType: 'PERCENT', amount: 50, usageLimit: 1 },
          { code: 'ENDING', discountType: 'PERCENT', amount: 50, validUntil: '2999-01-01T00:00:00Z' },
          { code: 'FREETWICE', discountType: 'PERCENT', amount: 100, usageLimit: 2 },
        ],
      })
    ).slug;
  });
  afterAll(() => t.close());

  const codeRow = async (code: string) =>
    (await t.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!;
  const reservationsOf = async (code: string) =>
    t.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.discountCodeId, (await codeRow(code)).id));
  const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

  /** A validated checkout with the code, waiting for its card payment. */
  async function validatedWith(code: string) {
    const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }], { discountCodes: [code] });
    const intent = await createIntent(t, slug, draft.totals.total);
    const payload = { ...draft, paymentIntentId: intent.paymentIntentId };
    return { intent, payload, validation: await validate(t, slug, payload) };
  }

  it('lets exactly 3 of 20 concurrent validations hold a code limited to 3 uses; the others are refused with 409', async () => {
    const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }], {
      discountCodes: ['THREE'],
    });
    const intents = await Promise.all(Array.from({ length: 20 }, () => createIntent(t, slug, draft.totals.total)));
    const answers = await Promise.all(
      intents.map((intent) => validate(t, slug, { ...draft, paymentIntentId: intent.paymentIntentId })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(17);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'The discount code THREE has been used up' });
    }
    expect((await reservationsOf('THREE')).filter((r) => r.status === 'held')).toHaveLength(3);

    const paid = intents.filter((_, i) => answers[i]!.statusCode === 200);
    for (const intent of paid) expect((await confirm(t, slug, intent)).statusCode).toBe(200);
    expect((await codeRow('THREE')).timesUsed).toBe(3);
    expect((await reservationsOf('THREE')).map((r) => r.status)).toEqual(['consumed', 'consumed', 'consumed']);
    const after = await validatedWith('THREE');
    expect(after.validation.statusCode).toBe(409);
    expect(after.validation.json().message).toBe('The discount code THREE has been used up');
  });

  it('takes one use however often the same payment is validated again', async () => {
    const first = await validatedWith('PAIR');
    expect(first.validation.statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await validate(t, slug, first.payload)).statusCode).toBe(200);
    expect((await validatedWith('PAIR')).validation.statusCode).toBe(200);
    expect((await reservationsOf('PAIR')).filter((r) => r.status === 'held')).toHaveLength(2);
  });

  it('gives the use back when the payment fails, so another order may have it', async () => {
    const failing = await validatedWith('SINGLE');
    expect(failing.validation.statusCode).toBe(200);
    expect((await validatedWith('SINGLE')).validation.statusCode).toBe(409);
    expect((await confirm(t, slug, failing.intent, DECLINED)).statusCode).toBe(402);
    expect((await validatedWith('SINGLE')).validation.statusCode).toBe(200);
  });

  it('offers a code whose every use is held as Inactive', async () => {
    const res = await t.app.inject({ url: '/api/Payment/GetActiveDiscountCode/SINGLE', headers: hostOf(slug) });
    expect(res.json()).toMatchObject({ code: 'SINGLE', status: 'Inactive' });
  });

  it('refuses at payment, before charging, a code whose validity ended after validation: no order', async () => {
    const flow = await validatedWith('ENDING');
    expect(flow.validation.statusCode).toBe(200);
    const before = await orderCount();
    await t.db
      .update(discountCodes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.code, 'ENDING'));
    const res = await confirm(t, slug, flow.intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'The discount code ENDING has expired.' });
    expect(await orderCount()).toBe(before);
    const [intent] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, flow.intent.paymentIntentId));
    expect(intent!.status).not.toBe('succeeded');
    expect(intent!.refundStatus).toBeNull();
    expect((await codeRow('ENDING')).timesUsed).toBe(0);
  });

  it('refuses at payment an order whose reservation ran out while another order took the last use', async () => {
    await t.db.update(discountCodes).set({ timesUsed: 0, usageLimit: 1 }).where(eq(discountCodes.code, 'PAIR'));
    await t.db
      .update(discountReservations)
      .set({ status: 'released' })
      .where(eq(discountReservations.discountCodeId, (await codeRow('PAIR')).id));
    const late = await validatedWith('PAIR');
    expect(late.validation.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 60_000);
      const punctual = await validatedWith('PAIR');
      expect(punctual.validation.statusCode).toBe(200);
      expect((await confirm(t, slug, punctual.intent)).statusCode).toBe(200);
      const before = await orderCount();
      const res = await confirm(t, slug, late.intent);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The discount code PAIR has been used up');
      expect(await orderCount()).toBe(before);
      expect((await codeRow('PAIR')).timesUsed).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets exactly as many concurrent orders with nothing to pay as the limit allows (PlaceOrder)', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'spa-day', denominationId: 'v1' }], {
      discountCodes: ['FREETWICE'],
    });
    expect(payload.totals.total).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/Payment/PlaceOrder', headers: hostOf(slug), payload }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'The discount code FREETWICE has been used up' });
    }
    expect((await codeRow('FREETWICE')).timesUsed).toBe(2);
  });
});
