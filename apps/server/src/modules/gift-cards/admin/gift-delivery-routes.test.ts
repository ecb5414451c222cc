import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { deliveries, giftCards } from '../../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createStaffUser,
  createAdminTestApp,
  ownerSession,
  signIn,
} from '../../../../test/admin.ts';
import { deliveryOf, insertGiftCard, insertOrder, recordDelivery } from '../../../../test/delivery-factories.ts';
import type { TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let session: Awaited<ReturnType<typeof ownerSession>>;
let staffCookie: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  session = await ownerSession(t.app, t.db);
  const staff = await createStaffUser(t.db, session.store, { role: 'staff' });
  staffCookie = await signIn(t.app, session.store, staff.email);
});
afterAll(() => t?.close());

const tomorrow = () => new Date(Date.now() + 86_400_000);

/** A gift of an order, emailed to `recipient` at `sendAt` (tomorrow unless said), in `state`. */
async function scheduledGift({
  recipient = 'sam@example.com',
  sendAt = tomorrow(),
  state = 'pending',
  lastError = null as string | null,
} = {}) {
  const order = await insertOrder(t.db, session.store.id);
  const card = await insertGiftCard(t.db, session.store.id, {
    orderId: order.id,
    recipientEmail: recipient,
    scheduledAt: sendAt,
    timeZone: 'Europe/London',
  });
  const delivery = await recordDelivery(t.db, session.store.id, 'gift', card.id, recipient, sendAt);
  if (state !== 'pending')
    await t.db.update(deliveries).set({ state, lastError, attempts: 1 }).where(eq(deliveries.id, delivery.id));
  return { order, card, delivery };
}

const asStaffMember = (options: InjectOptions) => t.app.inject(asStaff(session.store, staffCookie, options));

describe('GET /api/admin/deliveries', () => {
  it('lists scheduled gift emails with the card masked and the recipient-facing time zone', async () => {
    const { order, card, delivery } = await scheduledGift();
    const res = await session.as({ method: 'GET', url: '/api/admin/deliveries?state=scheduled' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().deliveries.find((d: { id: string }) => d.id === delivery.id);
    expect(listed).toMatchObject({
      state: 'scheduled',
      orderReference: order.reference,
      cardLast4: card.code.slice(-4),
      recipientEmail: 'sam@example.com',
      timeZone: 'Europe/London',
    });
    expect(res.body).not.toContain(card.code);
  });

  it('lists bounced ones with the mail server’s answer, apart from failed ones', async () => {
    const { delivery } = await scheduledGift({ state: 'bounced', lastError: '550 5.1.1 No such mailbox here' });
    const bounced = (await session.as({ method: 'GET', url: '/api/admin/deliveries?state=bounced' })).json().deliveries;
    expect(bounced.find((d: { id: string }) => d.id === delivery.id)).toMatchObject({
      state: 'bounced',
      lastError: '550 5.1.1 No such mailbox here',
    });
    const failed = (await session.as({ method: 'GET', url: '/api/admin/deliveries?state=failed' })).json().deliveries;
    expect(failed.some((d: { id: string }) => d.id === delivery.id)).toBe(false);
  });

  it('refuses an unknown state, naming the field', async () => {
    const res = await session.as({ method: 'GET', url: '/api/admin/deliveries?state=lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/state/);
  });

  it('answers 401 without a session and to another store’s session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/deliveries', headers: session.store.headers })).statusCode,
    ).toBe(401);
    const other = await createAdminStore(t.db);
    expect(
      (await t.app.inject(asStaff(other, session.cookie, { method: 'GET', url: '/api/admin/deliveries' }))).statusCode,
    ).toBe(401);
  });

  it('never lists another store’s deliveries', async () => {
    const other = await ownerSession(t.app, t.db);
    await scheduledGift();
    expect((await other.as({ method: 'GET', url: '/api/admin/deliveries' })).json().deliveries).toEqual([]);
  });
});

describe('delivery actions', () => {
  it('reschedules to a time on the recipient-facing clock, audited, and staff may do it', async () => {
    const { card, delivery } = await scheduledGift();
    const res = await asStaffMember({
      method: 'POST',
      url: `/api/admin/deliveries/${delivery.id}/reschedule`,
      payload: { scheduledAt: '2030-07-01T09:00', timeZone: 'Europe/London' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'scheduled',
      scheduledAt: '2030-07-01T08:00:00.000Z',
      timeZone: 'Europe/London',
    });
    expect((await deliveryOf(t.db, card.id)).sendAt.toISOString()).toBe('2030-07-01T08:00:00.000Z');
    const [stored] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(stored!.scheduledAt?.toISOString()).toBe('2030-07-01T08:00:00.000Z');
    expect(await auditActions(t.db, session.store.id)).toContain('delivery.rescheduled');
  });

  it('refuses a time in the past, or not a time zone, and changes nothing', async () => {
    const { card, delivery } = await scheduledGift();
    const past = await session.as({
      method: 'POST',
      url: `/api/admin/deliveries/${delivery.id}/reschedule`,
      payload: { scheduledAt: '2020-01-01T09:00', timeZone: 'UTC' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/scheduledAt/);
    const zone = await session.as({
      method: 'POST',
      url: `/api/admin/deliveries/${delivery.id}/reschedule`,
      payload: { scheduledAt: '2030-01-01T09:00', timeZone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/timeZone/);
    expect((await deliveryOf(t.db, card.id)).sendAt.toISOString()).toBe(delivery.sendAt.toISOString());
  });

  it('sends a bounced one again now, to a new address: the card’s page link stays the same', async () => {
    const { card, delivery } = await scheduledGift({ state: 'bounced', lastError: '550 no such mailbox' });
    const res = await session.as({
      method: 'POST',
      url: `/api/admin/deliveries/${delivery.id}/recipient`,
      payload: { email: 'sam.new@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const after = await deliveryOf(t.db, card.id);
    expect(after).toMatchObject({ state: 'pending', recipient: 'sam.new@example.com', attempts: 0, lastError: null });
    expect(after.sendAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [stored] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(stored).toMatchObject({ id: card.id, recipientEmail: 'sam.new@example.com' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/GiftCard/Preview/${card.id}`,
      headers: { host: session.store.host },
    });
    expect(page.statusCode).toBe(200);
  });

  it('refuses a bad address, naming the field', async () => {
    const { delivery } = await scheduledGift();
    const res = await session.as({
      method: 'POST',
      url: `/api/admin/deliveries/${delivery.id}/recipient`,
      payload: { email: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
  });

  it('sends a failed one now', async () => {
    const { card, delivery } = await scheduledGift({ state: 'failed', lastError: 'timeout' });
    expect(
      (await session.as({ method: 'POST', url: `/api/admin/deliveries/${delivery.id}/send-now` })).statusCode,
    ).toBe(200);
    expect(await deliveryOf(t.db, card.id)).toMatchObject({ state: 'pending', attempts: 0, lastError: null });
    expect(await auditActions(t.db, session.store.id)).toContain('delivery.sent-now');
  });

  it('cancels a scheduled one and emails the card to the buyer', async () => {
    const { card, delivery } = await scheduledGift();
    const res = await session.as({ method: 'POST', url: `/api/admin/deliveries/${delivery.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('cancelled');
    const rows = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, card.id));
    expect(rows.map((r) => [r.kind, r.state, r.recipient]).sort()).toEqual([
      ['gift', 'cancelled', 'sam@example.com'],
      ['gift-cancelled', 'pending', 'alex@example.com'],
    ]);
    expect(await auditActions(t.db, session.store.id)).toContain('delivery.cancelled');
  });

  it('refuses to act on a sent delivery or one being sent', async () => {
    const sent = await scheduledGift({ state: 'sent' });
    expect(
      (await session.as({ method: 'POST', url: `/api/admin/deliveries/${sent.delivery.id}/send-now` })).statusCode,
    ).toBe(409);
    const sending = await scheduledGift({ state: 'sending' });
    const res = await session.as({ method: 'POST', url: `/api/admin/deliveries/${sending.delivery.id}/cancel` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/being sent/);
  });

  it('answers 404 for another store’s delivery and 401 without a session', async () => {
    const { card, delivery } = await scheduledGift();
    const other = await ownerSession(t.app, t.db);
    expect((await other.as({ method: 'POST', url: `/api/admin/deliveries/${delivery.id}/cancel` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/deliveries/${delivery.id}/cancel`,
          headers: session.store.headers,
        })
      ).statusCode,
    ).toBe(401);
    expect((await deliveryOf(t.db, card.id)).state).toBe('pending');
  });
});
