import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { events, orders, paymentIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStore } from '../../../test/factories.ts';
import { insertOrder, storeIdOf } from '../../../test/delivery-factories.ts';
import { insertIntent } from '../payments/index.ts';
import type * as PaidOrders from './order-events.ts';
import type * as References from './order-reference.ts';

// The next references newOrderReference gives, before it falls back to fresh ones. The workers
// share modules (isolate: false), so the mock is applied to fresh copies imported after it.
const queued: string[] = [];
let insertPaidOrder: typeof PaidOrders.insertPaidOrder;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  vi.resetModules();
  vi.doMock('./order-reference.ts', async (original) => {
    const actual = await original<typeof References>();
    return { ...actual, newOrderReference: (now?: Date) => queued.shift() ?? actual.newOrderReference(now) };
  });
  ({ insertPaidOrder } = await import('./order-events.ts'));
});
afterAll(async () => {
  vi.doUnmock('./order-reference.ts');
  await t.close();
});

const values = (storeId: string) => ({
  storeId,
  paymentIntentId: crypto.randomUUID(),
  kind: 'order',
  customer: { firstName: 'Alex', lastName: 'Buyer', email: 'alex@example.com' },
  currency: 'USD',
  subtotalMinor: 5000,
  giftCardsMinor: 1000,
  totalMinor: 4000,
  pricing: {},
});

const paidEvents = (storeId: string) =>
  t.db
    .select()
    .from(events)
    .where(and(eq(events.storeId, storeId), eq(events.type, 'order.paid')));

describe('a paid order and its order.paid event, one statement (issue 24)', () => {
  it('writes the order and one order.paid event with its facts', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const order = await t.db.transaction((tx) => insertPaidOrder(tx, values(storeId), new Date()));
    expect(order).toMatchObject({ storeId, kind: 'order', totalMinor: 4000, giftCardsMinor: 1000 });
    expect(order.createdAt).toBeInstanceOf(Date);
    const written = await paidEvents(storeId);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      orderId: order.id,
      giftCardId: null,
      cardSequence: null,
      data: {
        order: {
          id: order.id,
          reference: order.reference,
          kind: 'order',
          currency: 'USD',
          totalMinor: 4000,
          giftCardsMinor: 1000,
        },
      },
    });
  });

  it('a reference already taken writes no event for it and retries under a fresh one', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const taken = await insertOrder(t.db, storeId);
    queued.push(taken.reference);
    const order = await t.db.transaction((tx) => insertPaidOrder(tx, values(storeId), new Date()));
    expect(order.reference).not.toBe(taken.reference);
    expect(queued).toHaveLength(0);
    const written = await paidEvents(storeId);
    expect(written.map((event) => event.orderId)).toEqual([order.id]);
    expect(written[0]!.data).toMatchObject({ order: { reference: order.reference } });
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId))).toHaveLength(2);
  });

  // The statement is compiled (built once with placeholders): a placeholder for a jsonb column
  // through drizzle's encoder would store JSON `null` where the order has no address.
  it('a missing shipping address is SQL NULL, an address is stored as given, defaults apply', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const address = { name: 'Sam', city: 'Lyon', region: null };
    const [emailed, posted] = await t.db.transaction(async (tx) => [
      await insertPaidOrder(tx, { ...values(storeId), shippingAddress: null }, new Date()),
      await insertPaidOrder(
        tx,
        { ...values(storeId), shippingAddress: address, deliveryMethod: 'Postal', reviewReason: 'risk' },
        new Date(),
      ),
    ]);
    const stored = rowsOf<{ id: string; no_address: boolean; address_type: string | null }>(
      await t.db.execute(sql`
        select id, shipping_address is null as no_address, jsonb_typeof(shipping_address) as address_type
        from orders where store_id = ${storeId}`),
    );
    expect(stored.find((row) => row.id === emailed!.id)).toMatchObject({ no_address: true, address_type: null });
    expect(stored.find((row) => row.id === posted!.id)).toMatchObject({ no_address: false, address_type: 'object' });
    expect(emailed).toMatchObject({
      shippingAddress: null,
      deliveryMethod: 'Email',
      language: 'en',
      status: 'paid',
      discountMinor: 0,
      feesMinor: 0,
      shippingMinor: 0,
      taxMinor: 0,
      reviewReason: null,
      customer: values(storeId).customer,
      pricing: {},
    });
    expect(posted).toMatchObject({ shippingAddress: address, deliveryMethod: 'Postal', reviewReason: 'risk' });
    expect(await paidEvents(storeId)).toHaveLength(2);
  });

  it('the order and its event roll back together', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const refusal = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await insertPaidOrder(tx, values(storeId), new Date());
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await paidEvents(storeId)).toHaveLength(0);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId))).toHaveLength(0);
  });
});

describe("a paid order's payment intent succeeds in the order's statement (issue 24)", () => {
  // An intent as a failed attempt leaves it: a card recorded, an error, a time in the past.
  const anIntent = (storeId: string) =>
    insertIntent(t.db, {
      storeId,
      provider: 'sandbox',
      providerIntentId: `pi_${crypto.randomUUID()}`,
      clientSecret: 'secret',
      amountMinor: 4000,
      currency: 'USD',
      status: 'requires_payment_method',
      cardLast4: '0002',
      cardBrand: null,
      lastError: 'Your card was declined.',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
  const intentRow = async (id: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;

  it('with the card the provider reported; without one, the card recorded stays, its null SQL NULL', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const [reported, unreported, untouched] = [
      await anIntent(storeId),
      await anIntent(storeId),
      await anIntent(storeId),
    ];
    await t.db.transaction(async (tx) => {
      await insertPaidOrder(tx, { ...values(storeId), paymentIntentId: reported.id }, new Date(), {
        cardLast4: '4242',
        cardBrand: 'visa',
      });
      await insertPaidOrder(tx, { ...values(storeId), paymentIntentId: unreported.id }, new Date());
    });
    expect(await intentRow(reported.id)).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
      cardBrand: 'visa',
      lastError: null,
      amountMinor: 4000,
    });
    expect((await intentRow(reported.id)).updatedAt.getTime()).toBeGreaterThan(reported.updatedAt.getTime());
    expect(await intentRow(unreported.id)).toMatchObject({
      status: 'succeeded',
      cardLast4: '0002',
      cardBrand: null,
      lastError: null,
    });
    const nulls = rowsOf<{ brand_null: boolean; error_null: boolean }>(
      await t.db.execute(sql`
        select card_brand is null as brand_null, last_error is null as error_null
        from payment_intents where id = ${unreported.id}`),
    );
    expect(nulls).toEqual([{ brand_null: true, error_null: true }]);
    // Another intent of the store is left as it was.
    expect(await intentRow(untouched.id)).toMatchObject({
      status: 'requires_payment_method',
      cardLast4: '0002',
      lastError: 'Your card was declined.',
      updatedAt: untouched.updatedAt,
    });
  });

  it('after a reference clash, the retried insert marks it; a rolled-back order leaves it as it was', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const [retried, rolledBack] = [await anIntent(storeId), await anIntent(storeId)];
    queued.push((await insertOrder(t.db, storeId)).reference);
    await t.db.transaction((tx) =>
      insertPaidOrder(tx, { ...values(storeId), paymentIntentId: retried.id }, new Date(), {
        cardLast4: '4242',
        cardBrand: null,
      }),
    );
    expect(queued).toHaveLength(0);
    expect(await intentRow(retried.id)).toMatchObject({ status: 'succeeded', cardLast4: '4242', cardBrand: null });

    const refusal = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await insertPaidOrder(tx, { ...values(storeId), paymentIntentId: rolledBack.id }, new Date(), {
          cardLast4: '4242',
          cardBrand: 'visa',
        });
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await intentRow(rolledBack.id)).toEqual(rolledBack);
  });
});
