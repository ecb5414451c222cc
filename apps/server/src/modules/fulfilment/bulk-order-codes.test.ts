import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveries, events, giftCards, orders, paymentIntents } from '../../db/schema/index.ts';
import { checkout, type Pick } from '../../../test/checkout.ts';
import { createCheckoutStore } from '../../../test/checkout-store.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const recipient = (n: number): Pick => ({
  slug: 'classic',
  denominationId: n % 2 ? 'd25' : 'd50',
  giftDetails: { recipientName: `Person ${n}`, recipientEmail: `person${n}@example.com`, timeZone: 'Europe/Paris' },
});

describe("'Send the codes to me': a Send to many order's codes as a CSV for its buyer (issue 31)", () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = await createCheckoutStore(t.db);
  });
  afterAll(() => t.close());

  /** A paid Send to many order, and the order cookie the buying browser was given. */
  async function paidOrder(codesToBuyer: boolean) {
    const { intent, validation, confirmation } = await checkout(t, slug, [recipient(1), recipient(2), recipient(3)], {
      bulkOrder: { codesToBuyer },
    });
    expect(confirmation?.statusCode).toBe(200);
    const cookie = validation.cookies.find((c) => c.name.startsWith('gf_order_'))!;
    const [order] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    return { id: intent.paymentIntentId, orderId: order!.id, cookie: `${cookie.name}=${cookie.value}` };
  }
  const download = (id: string, cookie?: string) =>
    t.app.inject({
      url: `/api/Payment/BulkOrderCodes?paymentIntentId=${encodeURIComponent(id)}`,
      headers: { ...hostOf(slug), ...(cookie ? { cookie } : {}) },
    });

  it('sends no gift email, and gives the buying browser the codes in the rows’ order, audited', async () => {
    const order = await paidOrder(true);
    const cards = await t.db
      .select({ id: giftCards.id, code: giftCards.code, email: giftCards.recipientEmail })
      .from(giftCards)
      .where(eq(giftCards.orderId, order.orderId));
    const gifts = await t.db
      .select({ kind: deliveries.kind })
      .from(deliveries)
      .where(and(eq(deliveries.kind, 'gift'), eq(deliveries.subjectId, cards[0]!.id)));
    expect(gifts).toEqual([]);
    // Issued in one batch, each card still has its one 'issued' event, first in its sequence, without its code.
    for (const card of cards) {
      const written = await t.db
        .select({ type: events.type, sequence: events.cardSequence, data: events.data })
        .from(events)
        .where(eq(events.giftCardId, card.id));
      expect(written.map(({ type, sequence }) => ({ type, sequence }))).toEqual([
        { type: 'gift_card.issued', sequence: 1 },
      ]);
      expect(JSON.stringify(written[0]!.data)).not.toContain(card.code);
    }

    const res = await download(order.id, order.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ORD-.*-codes\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('name,email,amount,currency,code,expires_on');
    const codeOf = (email: string) => cards.find((c) => c.email === email)!.code;
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5))).toEqual([
      ['Person 1', 'person1@example.com', '25.00', 'USD', codeOf('person1@example.com')],
      ['Person 2', 'person2@example.com', '50.00', 'USD', codeOf('person2@example.com')],
      ['Person 3', 'person3@example.com', '25.00', 'USD', codeOf('person3@example.com')],
    ]);
    const [entry] = await t.db
      .select({ actor: auditLog.actorName, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.codes-downloaded'), eq(auditLog.targetId, order.orderId)));
    expect(entry).toEqual({ actor: 'The buyer (ada@example.com)', after: { cards: 3 } });
  });

  it('refuses another browser, and an order whose cards were emailed to their recipients', async () => {
    const order = await paidOrder(true);
    const stranger = await download(order.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(
      'The codes can be downloaded only in the browser that placed the order, or from the link in its receipt.',
    );
    const emailed = await paidOrder(false);
    const refused = await download(emailed.id, emailed.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      'This order’s gift cards were emailed to their recipients: it has no codes to download.',
    );
  });

  it('is refused with a sentence 7 days after the order', async () => {
    const order = await paidOrder(true);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600_000 - 60_000) })
      .where(eq(orders.id, order.orderId));
    const res = await download(order.id, order.cookie);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(
      'The codes of this order could be downloaded for 7 days after it was placed, and that time has passed. Contact the store to have them sent again.',
    );
  });
});
