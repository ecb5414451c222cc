import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { MANAGE_GIFT_MESSAGES, MANAGE_GIFT_TOKEN_HEADER } from '@giftfront/domain/manage-gift';
import { auditLog, deliveries, events, giftCards, orderLines } from '../../db/schema/index.ts';
import { manageGiftToken, manageGiftUrl } from '../../lib/order-link.ts';
import {
  asStaff,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  signIn,
  type TestStore,
} from '../../../test/admin.ts';
import { insertGiftCard, insertOrder, recordDelivery } from '../../../test/delivery-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { changeSentence } from './compose-gift-change.ts';

let t: TestApp;
let store: TestStore;
let otherStore: TestStore;

beforeAll(async () => {
  t = await createAdminTestApp();
  store = await createAdminStore(t.db);
  otherStore = await createAdminStore(t.db);
});
afterAll(() => t?.close());

const tomorrow = () => new Date(Date.now() + 86_400_000);

/** An order of alex@example.com with one gift to sam@example.com, scheduled tomorrow, in `state`. */
async function orderWithGift({ state = 'pending', createdAt = new Date() } = {}) {
  const order = await insertOrder(t.db, store.id, { createdAt });
  const card = await insertGiftCard(t.db, store.id, {
    orderId: order.id,
    scheduledAt: tomorrow(),
    timeZone: 'America/New_York',
  });
  const delivery = await recordDelivery(t.db, store.id, 'gift', card.id, 'sam@example.com', tomorrow());
  if (state !== 'pending')
    await t.db
      .update(deliveries)
      .set({ state, sentAt: state === 'sent' ? new Date() : null })
      .where(eq(deliveries.id, delivery.id));
  const token = manageGiftToken(t.app, order.id, 'alex@example.com');
  return { order, card, delivery, token };
}

const asBuyer = (token: string, options: InjectOptions, on: TestStore = store) =>
  t.app.inject({ ...options, headers: { ...on.headers, [MANAGE_GIFT_TOKEN_HEADER]: token, ...options.headers } });

const deliveryOfCard = async (cardId: string) =>
  (
    await t.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.subjectId, cardId), eq(deliveries.kind, 'gift')))
  )[0]!;
const cardRow = async (cardId: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0]!;
const orderAudit = async (orderId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId)));
const cardEvents = async (cardId: string) =>
  (await t.db.select().from(events).where(eq(events.giftCardId, cardId))).map((event) => event.type);
const confirmations = async (storeId: string) =>
  t.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.storeId, storeId), eq(deliveries.kind, 'gift-change')));

describe('the manage link', () => {
  it('is the storefront page with the order and a token bound to the buyer', async () => {
    const { order } = await orderWithGift();
    const url = new URL(manageGiftUrl('http://shop.example', t.app, order.id, 'Alex@Example.com '));
    expect(url.pathname).toBe('/manage-gift');
    expect(url.searchParams.get('order')).toBe(order.id);
    // The email is compared as the buyer typed it, case and spaces aside.
    expect(url.searchParams.get('token')).toBe(manageGiftToken(t.app, order.id, 'alex@example.com'));
  });

  it("shows the order's gifts with the code's last four characters only", async () => {
    const { order, card, token } = await orderWithGift();
    const res = await asBuyer(token, { method: 'GET', url: `/api/ManageGift/${order.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json();
    expect(view.orderReference).toBe(order.reference);
    expect(view.gifts).toEqual([
      expect.objectContaining({
        id: card.id,
        last4: card.code.slice(-4),
        recipientName: 'Sam Friend',
        recipientEmail: 'sam@example.com',
        state: 'scheduled',
        timeZone: 'America/New_York',
        resendsLeft: 3,
      }),
    ]);
    expect(res.body).not.toContain(card.code);
  });

  it('refuses a missing or wrong token, one signed for another email, and another store', async () => {
    const { order } = await orderWithGift();
    const url = `/api/ManageGift/${order.id}`;
    const missing = await t.app.inject({ method: 'GET', url, headers: store.headers });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(MANAGE_GIFT_MESSAGES.linkInvalid);
    expect((await asBuyer('nonsense', { method: 'GET', url })).statusCode).toBe(403);
    const forOther = manageGiftToken(t.app, order.id, 'mallory@example.com');
    expect((await asBuyer(forOther, { method: 'GET', url })).statusCode).toBe(403);
    const good = manageGiftToken(t.app, order.id, 'alex@example.com');
    expect((await asBuyer(good, { method: 'GET', url }, otherStore)).statusCode).toBe(403);
  });

  it('is refused 60 days after the order', async () => {
    const { order, card, token } = await orderWithGift({ createdAt: new Date(Date.now() - 61 * 86_400_000) });
    const res = await asBuyer(token, { method: 'GET', url: `/api/ManageGift/${order.id}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(MANAGE_GIFT_MESSAGES.linkExpired);
    const change = await asBuyer(token, {
      method: 'POST',
      url: `/api/ManageGift/${order.id}/gifts/${card.id}/send-now`,
    });
    expect(change.statusCode).toBe(410);
  });
});

describe('before delivery', () => {
  it('corrects the recipient: card and delivery readdressed, audited on the order, an event, the buyer told', async () => {
    const { order, card, token } = await orderWithGift();
    const res = await asBuyer(token, {
      method: 'POST',
      url: `/api/ManageGift/${order.id}/gifts/${card.id}/recipient`,
      payload: { recipientName: 'Samantha Friend', recipientEmail: 'samantha@example.com' },
    });
    expect(res.statusCode).toBe(204);
    expect(await cardRow(card.id)).toMatchObject({
      recipientName: 'Samantha Friend',
      recipientEmail: 'samantha@example.com',
    });
    expect(await deliveryOfCard(card.id)).toMatchObject({ recipient: 'samantha@example.com', state: 'pending' });
    const audit = await orderAudit(order.id);
    expect(audit.map((row) => row.action)).toEqual(['gift.recipient-corrected']);
    expect(audit[0]!.actorKind).toBe('anonymous');
    expect(JSON.stringify(audit[0])).not.toContain(card.code);
    expect(await cardEvents(card.id)).toContain('delivery.recipient_changed');
    const sent = (await confirmations(store.id)).filter((row) => row.recipient === 'alex@example.com');
    expect(sent.length).toBeGreaterThan(0);
  });

  it("shows the dashboard's order line as the gift is now, not as it was first ordered", async () => {
    const { order, card, token } = await orderWithGift();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await t.db
      .update(orderLines)
      .set({
        giftDetails: {
          recipientName: 'Sam Friend',
          recipientEmail: 'sam@example.com',
          message: 'Happy birthday, Sam!',
          scheduledDateTimeUtc: tomorrow().toISOString(),
          timeZone: 'America/New_York',
        },
      })
      .where(eq(orderLines.id, line!.id));
    await t.db.update(giftCards).set({ orderLineId: line!.id }).where(eq(giftCards.id, card.id));
    const base = `/api/ManageGift/${order.id}/gifts/${card.id}`;
    const corrected = await asBuyer(token, {
      method: 'POST',
      url: `${base}/recipient`,
      payload: { recipientName: 'Samantha Friend', recipientEmail: 'samantha@example.com' },
    });
    expect(corrected.statusCode).toBe(204);
    const rescheduled = await asBuyer(token, {
      method: 'POST',
      url: `${base}/schedule`,
      payload: { date: '2027-11-07', time: '09:00', timeZone: 'Pacific/Auckland' },
    });
    expect(rescheduled.statusCode).toBe(204);

    const owner = await createStaffUser(t.db, store, { role: 'owner' });
    const cookie = await signIn(t.app, store, owner.email);
    const detail = await t.app.inject(asStaff(store, cookie, { url: `/api/admin/orders/${order.id}` }));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().lines[0].gift).toEqual({
      recipientName: 'Samantha Friend',
      recipientEmail: 'samantha@example.com',
      message: 'Happy birthday, Sam!',
      // 09:00 in Auckland on 7 November 2027 (NZDT, UTC+13).
      scheduledAt: '2027-11-06T20:00:00.000Z',
      timeZone: 'Pacific/Auckland',
    });
  });

  it('refuses a bad address with a sentence, and changes nothing', async () => {
    const { order, card, token } = await orderWithGift();
    const res = await asBuyer(token, {
      method: 'POST',
      url: `/api/ManageGift/${order.id}/gifts/${card.id}/recipient`,
      payload: { recipientName: 'Sam', recipientEmail: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid email address');
    expect((await cardRow(card.id)).recipientEmail).toBe('sam@example.com');
    expect(await orderAudit(order.id)).toEqual([]);
  });

  it("reschedules on the recipient's clock, across New York's clock change", async () => {
    const { order, card, token } = await orderWithGift();
    // New York's clocks go back at 02:00 on 7 November 2027: 09:00 that morning is EST (UTC−5), not EDT.
    const res = await asBuyer(token, {
      method: 'POST',
      url: `/api/ManageGift/${order.id}/gifts/${card.id}/schedule`,
      payload: { date: '2027-11-07', time: '09:00', timeZone: 'America/New_York' },
    });
    expect(res.statusCode).toBe(204);
    expect((await deliveryOfCard(card.id)).sendAt.toISOString()).toBe('2027-11-07T14:00:00.000Z');
    expect(await cardRow(card.id)).toMatchObject({ timeZone: 'America/New_York' });
    expect(await cardEvents(card.id)).toContain('delivery.rescheduled');
    expect((await orderAudit(order.id)).map((row) => row.action)).toEqual(['gift.rescheduled']);
  });

  it('refuses a moment that has passed, and a zone that is not one', async () => {
    const { order, card, token } = await orderWithGift();
    const url = `/api/ManageGift/${order.id}/gifts/${card.id}/schedule`;
    const past = await asBuyer(token, {
      method: 'POST',
      url,
      payload: { date: '2020-01-01', time: '09:00', timeZone: 'Europe/London' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(MANAGE_GIFT_MESSAGES.inPast);
    const zone = await asBuyer(token, {
      method: 'POST',
      url,
      payload: { date: '2030-01-01', time: '09:00', timeZone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain(MANAGE_GIFT_MESSAGES.timeZoneInvalid);
  });

  it('sends now', async () => {
    const { order, card, token } = await orderWithGift();
    const res = await asBuyer(token, { method: 'POST', url: `/api/ManageGift/${order.id}/gifts/${card.id}/send-now` });
    expect(res.statusCode).toBe(204);
    expect((await deliveryOfCard(card.id)).sendAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await orderAudit(order.id)).map((row) => row.action)).toEqual(['gift.sent-now']);
  });

  it('refuses a gift of another order', async () => {
    const { order, token } = await orderWithGift();
    const { card: otherCard } = await orderWithGift();
    const res = await asBuyer(token, {
      method: 'POST',
      url: `/api/ManageGift/${order.id}/gifts/${otherCard.id}/send-now`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MANAGE_GIFT_MESSAGES.giftNotFound);
  });
});

describe('after delivery', () => {
  it('refuses changes but resends, to a corrected address, at most 3 times', async () => {
    const { order, card, token } = await orderWithGift({ state: 'sent' });
    const base = `/api/ManageGift/${order.id}/gifts/${card.id}`;
    const change = await asBuyer(token, { method: 'POST', url: `${base}/send-now` });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(MANAGE_GIFT_MESSAGES.delivered);

    const first = await asBuyer(token, {
      method: 'POST',
      url: `${base}/resend`,
      payload: { recipientEmail: 'sam.new@example.com' },
    });
    expect(first.statusCode).toBe(204);
    expect(await deliveryOfCard(card.id)).toMatchObject({ state: 'pending', recipient: 'sam.new@example.com' });
    expect((await cardRow(card.id)).recipientEmail).toBe('sam.new@example.com');

    for (let i = 0; i < 2; i += 1) {
      await t.db.update(deliveries).set({ state: 'sent' }).where(eq(deliveries.subjectId, card.id));
      expect((await asBuyer(token, { method: 'POST', url: `${base}/resend`, payload: {} })).statusCode).toBe(204);
    }
    await t.db.update(deliveries).set({ state: 'sent' }).where(eq(deliveries.subjectId, card.id));
    const fourth = await asBuyer(token, { method: 'POST', url: `${base}/resend`, payload: {} });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(MANAGE_GIFT_MESSAGES.tooManyResends);
    const view = (await asBuyer(token, { method: 'GET', url: `/api/ManageGift/${order.id}` })).json();
    expect(view.gifts[0]).toMatchObject({ resendsLeft: 0, state: 'delivered' });
    expect((await orderAudit(order.id)).map((row) => row.action)).toEqual([
      'gift.resent',
      'gift.resent',
      'gift.resent',
    ]);
  });
});

describe('the confirmation email', () => {
  it('names the gift by its last four and says what changed', () => {
    expect(
      changeSentence('schedule', {
        title: 'Classic Gift Card',
        last4: 'AB12',
        email: 'sam@example.com',
        when: '7 Nov 2027, 09:00 EST',
      }),
    ).toBe(
      'You moved your gift (Classic Gift Card ending AB12): it will be emailed to sam@example.com on 7 Nov 2027, 09:00 EST.',
    );
  });
});
