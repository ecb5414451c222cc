import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, createAdminTestApp, ownerSession } from './admin.ts';
import { placeOrder } from './admin-orders.ts';
import { issueCard } from './gift-card-admin.ts';
import type { TestApp } from './test-app.ts';

/** Requests a fuzzer once answered with a 500: each is a 4xx with a sentence for a person. */
let t: TestApp;
let session: Awaited<ReturnType<typeof ownerSession>>;
let cardId: string;
let orderId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  session = await ownerSession(t.app, t.db);
  cardId = (await issueCard(t.db, session.store.id)).card.id;
  orderId = (await placeOrder(t, session.store)).order.id;
});
afterAll(() => t?.close());

const json = (method: InjectOptions['method'], url: string, body: string): InjectOptions => ({
  method,
  url,
  body,
  headers: { 'content-type': 'application/json' },
});
const brokenMultipart = (url: string): InjectOptions => ({
  method: 'POST',
  url,
  body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot ended',
  headers: { 'content-type': 'multipart/form-data; boundary=x' },
});

const cases: [string, InjectOptions, RegExp][] = [
  ['orders from the year 0', { method: 'GET', url: '/api/admin/orders?from=0000-01-01' }, /from/],
  ['a refund of 0.001', json('POST', '/api/admin/orders/{order}/refunds', '{"amount":0.001,"reason":"x"}'), /amount/],
  ['a refund of 1e-9', json('POST', '/api/admin/orders/{order}/refunds', '{"amount":1e-9,"reason":"x"}'), /amount/],
  ['a refund of 1e308', json('POST', '/api/admin/orders/{order}/refunds', '{"amount":1e308,"reason":"x"}'), /amount/],
  [
    'an adjustment of 20000000',
    json('POST', '/api/admin/gift-cards/{card}/adjustments', '{"amount":20000000,"reason":"x"}'),
    /amount|balance/,
  ],
  ['a store file of null', json('POST', '/api/admin/store-file', 'null'), /store file|body/i],
  ['a store file check of null', json('POST', '/api/admin/store-file/check', 'null'), /store file|body/i],
  ['a logo in a broken multipart body', brokenMultipart('/api/admin/settings/logo'), /upload|file|form/i],
  [
    'a product image in a broken multipart body',
    brokenMultipart('/api/admin/products/{product}/images'),
    /upload|file|form/i,
  ],
];

describe('requests that once gave a 500', () => {
  it.each(cases)('%s: a 4xx with a sentence', async (_name, request, message) => {
    const products = await t.app.inject(asStaff(session.store, session.cookie, { url: '/api/admin/products' }));
    const url = String(request.url)
      .replace('{card}', cardId)
      .replace('{order}', orderId)
      .replace('{product}', products.json().products[0].id);
    const res = await t.app.inject(asStaff(session.store, session.cookie, { ...request, url }));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toMatch(message);
    expect(res.json().message).toMatch(/^[A-Z].*[.:]|^[a-z.[\]0-9]+: /);
  });
});
