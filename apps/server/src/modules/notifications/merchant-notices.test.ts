import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deliveries, events } from '../../db/schema/index.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { recordOrderNotices } from './order-notice-consumer.ts';
import { buildPayload } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

describe('the new order notice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL_MS: '50' });
  });
  afterAll(() => t.close());

  async function placeFreeOrder(notifications?: { email: string }) {
    const { slug } = await createStore(t.db, {
      discountCodes: [{ code: 'FREE', discountType: 'PERCENT', amount: 100 }],
      ...(notifications ? { notifications } : {}),
    });
    const payload = await buildPayload(t, slug, [{ slug: 'spa-day', denominationId: 'v1' }], {
      discountCodes: ['FREE'],
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/Payment/PlaceOrder', headers: hostOf(slug), payload });
    expect(res.statusCode).toBe(200);
    return slug;
  }

  it('is recorded from the order’s order.paid event, once, to the store’s notification address', async () => {
    await placeFreeOrder({ email: 'orders@shop.example' });
    const notices = () =>
      t.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.kind, 'merchant-order'), eq(deliveries.recipient, 'orders@shop.example')));
    await waitFor(async () => (await notices()).length > 0, 20_000, 'the new order notice');
    const [paid] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.orderId, (await notices())[0]!.subjectId), eq(events.type, 'order.paid')));
    expect(paid, 'the order has its order.paid event').toBeDefined();
    // Seen again (at least once): still one notice.
    await recordOrderNotices(t.db, [paid!]);
    expect(await notices()).toHaveLength(1);
  });

  it('is not recorded for a store without a notification address, and the address is never served to shoppers', async () => {
    const before = (await t.db.select().from(deliveries).where(eq(deliveries.kind, 'merchant-order'))).length;
    await placeFreeOrder();
    expect((await t.db.select().from(deliveries).where(eq(deliveries.kind, 'merchant-order'))).length).toBe(before);
    const { slug } = await createStore(t.db, { notifications: { email: 'secret@shop.example' } });
    const settings = await t.app.inject({ method: 'GET', url: '/api/Store/StoreSettings', headers: hostOf(slug) });
    expect(settings.statusCode).toBe(200);
    expect(settings.body).not.toContain('secret@shop.example');
  });
});
