import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { orderLinkToken } from '../src/lib/order-link.ts';
import { checkout, orderDetails } from './checkout.ts';
import { LogLines } from './log-lines.ts';
import { createCheckoutStore } from './checkout-store.ts';
import { hostOf, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: DatabaseHandle;
let app: FastifyInstance;
let logs: LogLines;
let t: TestApp;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  logs = new LogLines();
  const config = testConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'info' });
  app = await build({ config, database, logStream: logs });
  await app.ready();
  t = { app, db: database.db, database, config, close: async () => undefined };
  slug = await createCheckoutStore(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('request ids', () => {
  it('generates a unique UUID for every response, refusals and misses included', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/api/Store/StoreSettings', headers: hostOf(slug) }),
      app.inject({ url: '/api/Store/Products?type=Coupon', headers: hostOf(slug) }),
      app.inject({ url: '/api/nothing-here', headers: hostOf(slug) }),
      app.inject({ url: '/api/Payment/GetActiveDiscountCode/%E0%A4%A', headers: hostOf(slug) }),
      app.inject({
        method: 'POST',
        url: '/api/Payment/ValidateOrder',
        headers: { ...hostOf(slug), 'content-type': 'application/json' },
        body: '{',
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 400, 404, 400, 400]);
    const ids = answers.map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("honours a caller's X-Request-Id that is a plain token", async () => {
    const res = await app.inject({
      url: '/api/Store/StoreSettings',
      headers: { ...hostOf(slug), 'x-request-id': 'lb-7f3a.92:1' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.92:1');
  });

  it('replaces one that is too long or holds anything but a plain token', async () => {
    for (const given of ['x'.repeat(129), 'id with spaces', 'id"\\n{"level":60}', '']) {
      const res = await app.inject({
        url: '/api/Store/StoreSettings',
        headers: { ...hostOf(slug), 'x-request-id': given },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('labels every log line of a request with its id', async () => {
    await app.inject({ url: '/api/Store/Products', headers: { ...hostOf(slug), 'x-request-id': 'trace-products-1' } });
    const lines = logs.lines.filter((line) => line.requestId === 'trace-products-1');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logs.lines.every((line) => !('reqId' in line))).toBe(true);
  });
});

describe('what the logs never hold', () => {
  it('neither the payment intent id, nor its client secret, nor an order link token, nor a gift card code or card page id', async () => {
    const flow = await checkout(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
    const { paymentIntentId, clientSecret } = flow.intent;
    const details = (await orderDetails(t, slug, paymentIntentId)).json();
    const card = details.giftCards[0] as { giftCardId: string; giftCardCode: string };
    const query = `payment_intent=${paymentIntentId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`;
    await app.inject({ url: `/confirmation?${query}`, headers: hostOf(slug) });
    await app.inject({ url: `/order-confirmation?${query}`, headers: hostOf(slug) });
    await app.inject({ url: `/GiftCard/GetByCode/${card.giftCardCode}`, headers: hostOf(slug) });
    await app.inject({ url: `/GiftCard/Preview/${card.giftCardId}`, headers: hostOf(slug) });
    await app.inject({ url: `/GiftCard/Pdf/${card.giftCardId}`, headers: hostOf(slug) });
    const token = orderLinkToken(app, paymentIntentId);
    const link = `/api/Payment/OpenOrder?${new URLSearchParams({ paymentIntentId, token })}`;
    expect((await app.inject({ url: link, headers: hostOf(slug) })).statusCode).toBe(303);

    const text = logs.text();
    expect(text).toContain('/confirmation?payment_intent=…');
    expect(text).toContain('/api/Payment/OpenOrder?paymentIntentId=…');
    for (const secret of [paymentIntentId, clientSecret, encodeURIComponent(token), card.giftCardCode, card.giftCardId])
      expect(text).not.toContain(secret);
  });
});
