import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import { rowsOf } from '../../db/rows-of.ts';
import { deliveries, giftCards, orderLines } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStore } from '../../../test/factories.ts';
import { insertGiftCard, insertOrder, randomCode, storeIdOf } from '../../../test/delivery-factories.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import { insertCardsUnlessCodesTaken, type NewOrderCard } from '../gift-cards/gift-card-repository.ts';
import { insertOrderLines } from '../orders/index.ts';

/**
 * A paid order's lines, cards and deliveries are each one statement built once (issue 24): every
 * column travels as an array and unnests into rows. These are the rows as PostgreSQL keeps them:
 * text with a array's own delimiters, nulls that must stay SQL NULL (not JSON `null`), times and dates.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const awkward = 'Say "hi", {Sam} \\ back\\slash, NULL, é ✓';

const jsonTypes = async (table: string, column: string, ids: string[]) =>
  new Map(
    rowsOf<{ id: string; type: string | null; missing: boolean }>(
      await t.db.execute(
        sql`select id, jsonb_typeof(${sql.identifier(column)}) as type, ${sql.identifier(column)} is null as missing
          from ${sql.identifier(table)} where id = any(${sql.param(ids)}::uuid[])`,
      ),
    ).map((row) => [row.id, { type: row.type, missing: row.missing }]),
  );

describe('a paid order’s rows, compiled unnest inserts (issue 24)', () => {
  it('order lines: ids in the order given, every value as given, no design or details as SQL NULL', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const order = await insertOrder(t.db, storeId);
    const productId = crypto.randomUUID();
    const line = {
      orderId: order.id,
      productId,
      denominationId: 'd25',
      productName: awkward,
      productType: 'GiftCard',
      denominationLabel: '$25',
      unitPriceMinor: 2500,
      quantity: 3,
      lineTotalMinor: 7500,
    };
    const design = { id: 'classic', name: 'Classic', src: '/c.svg', alt: awkward };
    const giftDetails = { recipientName: 'Sam', message: awkward };
    const ids = await insertOrderLines(t.db, [
      { ...line, imageUrl: '/i.svg', design, giftDetails, position: 2 },
      { ...line, imageUrl: null, design: null, giftDetails: null, position: 1 },
    ]);
    expect(ids).toHaveLength(2);
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.productId, productId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids[0]!)).toMatchObject({ ...line, imageUrl: '/i.svg', design, giftDetails, position: 2 });
    expect(byId.get(ids[1]!)).toMatchObject({ ...line, imageUrl: null, design: null, giftDetails: null, position: 1 });
    const designs = await jsonTypes('order_lines', 'design', ids);
    expect(designs.get(ids[0]!)).toEqual({ type: 'object', missing: false });
    expect(designs.get(ids[1]!)).toEqual({ type: null, missing: true });
    expect((await jsonTypes('order_lines', 'gift_details', ids)).get(ids[1]!)).toEqual({ type: null, missing: true });
  });

  it('cards: each as given with its facts, the defaults, no design as SQL NULL; a code taken writes nothing', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const taken = await insertGiftCard(t.db, storeId);
    const order = await insertOrder(t.db, storeId);
    const scheduledAt = new Date('2031-02-03T04:05:06.789Z');
    const card: NewOrderCard = {
      storeId,
      currency: 'EUR',
      balanceMinor: 2500,
      initialMinor: 2500,
      source: 'order',
      kind: 'money',
      title: awkward,
      imageUrl: '/c.svg',
      design: { id: 'classic', name: 'Classic', src: '/c.svg', alt: awkward },
      deliveryMethod: 'Email',
      senderName: 'Alex',
      senderEmail: 'alex@example.com',
      recipientName: 'Sam',
      recipientEmail: 'sam@example.com',
      message: awkward,
      scheduledAt,
      timeZone: 'Europe/Paris',
      orderId: order.id,
      orderLineId: crypto.randomUUID(),
      productId: crypto.randomUUID(),
      expiresOn: '2032-12-31',
    };
    const bare: NewOrderCard = {
      ...card,
      kind: 'voucher',
      balanceMinor: 900,
      initialMinor: 900,
      title: null,
      imageUrl: null,
      design: null,
      recipientName: null,
      recipientEmail: null,
      message: null,
      scheduledAt: null,
      timeZone: null,
      expiresOn: null,
    };
    const codes = [randomCode(), randomCode()];
    const inserted = await insertCardsUnlessCodesTaken(t.db, [
      { ...card, code: codes[0]!, codeNormalized: normalizeGiftCardCode(codes[0]!) },
      { ...bare, code: taken.code, codeNormalized: taken.codeNormalized },
      { ...bare, code: codes[1]!, codeNormalized: normalizeGiftCardCode(codes[1]!) },
    ]);
    expect([...inserted.keys()]).toEqual(codes.map(normalizeGiftCardCode));
    const full = inserted.get(normalizeGiftCardCode(codes[0]!))!;
    const voucher = inserted.get(normalizeGiftCardCode(codes[1]!))!;
    expect(full).toEqual({ id: full.id, storeId, code: codes[0], currency: 'EUR', kind: 'money', balanceMinor: 2500 });
    expect(voucher).toEqual({
      id: voucher.id,
      storeId,
      code: codes[1],
      currency: 'EUR',
      kind: 'voucher',
      balanceMinor: 900,
    });

    const rows = await t.db.select().from(giftCards).where(eq(giftCards.storeId, storeId));
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.id === taken.id)).toEqual(taken);
    expect(rows.find((row) => row.id === full.id)).toMatchObject({
      ...card,
      status: 'Active',
      promoBalanceMinor: 0,
      batchId: null,
      reference: null,
    });
    expect(rows.find((row) => row.id === voucher.id)).toMatchObject({ ...bare, status: 'Active' });
    const designs = await jsonTypes('gift_cards', 'design', [full.id, voucher.id]);
    expect(designs.get(full.id)).toEqual({ type: 'object', missing: false });
    expect(designs.get(voucher.id)).toEqual({ type: null, missing: true });
  });

  it('deliveries: as given, due now without a time, no payload as SQL NULL, one already recorded left as it is', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const [first, second, third] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const sendAt = new Date('2031-02-03T04:05:06.789Z');
    await recordDeliveries(t.db, [{ storeId, kind: 'gift', subjectId: first, recipient: 'old@example.com', sendAt }]);
    const before = Date.now();
    await recordDeliveries(t.db, [
      { storeId, kind: 'gift', subjectId: first, recipient: 'new@example.com' },
      { storeId, kind: 'receipt', subjectId: second, recipient: awkward, sendAt, payload: null },
      { storeId, kind: 'staff-invitation', subjectId: third, recipient: 'x@example.com', payload: { link: awkward } },
    ]);
    const rows = await t.db.select().from(deliveries).where(eq(deliveries.storeId, storeId));
    const of = (subjectId: string) => rows.filter((row) => row.subjectId === subjectId);
    expect(rows).toHaveLength(3);
    expect(of(first)).toMatchObject([{ kind: 'gift', recipient: 'old@example.com', sendAt, payload: null }]);
    expect(of(second)).toMatchObject([
      { kind: 'receipt', recipient: awkward, sendAt, payload: null, state: 'pending' },
    ]);
    expect(of(third)).toMatchObject([{ kind: 'staff-invitation', payload: { link: awkward }, attempts: 0 }]);
    // Due now: the database's clock, which the test's may trail by a little.
    expect(Math.abs(of(third)[0]!.sendAt.getTime() - before)).toBeLessThan(60_000);
    const payloads = await jsonTypes('deliveries', 'payload', [of(second)[0]!.id, of(third)[0]!.id]);
    expect(payloads.get(of(second)[0]!.id)).toEqual({ type: null, missing: true });
    expect(payloads.get(of(third)[0]!.id)).toEqual({ type: 'object', missing: false });
  });
});
