import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession } from './admin.ts';
import { issueCard } from './gift-card-admin.ts';
import type { TestApp } from './test-app.ts';

/**
 * Bad input on every mutation and every parameterised route of the merchant API: a 4xx whose
 * message names the problem, never a 500, and not one row of any table written or changed.
 */
let t: TestApp;
let session: Awaited<ReturnType<typeof ownerSession>>;
let staffId: string;
let cardId: string;
let productId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  session = await ownerSession(t.app, t.db);
  staffId = (await createStaffUser(t.db, session.store, { role: 'staff' })).id;
  cardId = (await issueCard(t.db, session.store.id)).card.id;
  productId = (await session.as({ url: '/api/admin/products' })).json().products[0].id;
});
afterAll(() => t?.close());

async function everyRow(): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const dump = await Promise.all(
    tables.map(async (table) => [getTableName(table), await t.db.select().from(table)] as const),
  );
  return JSON.stringify(dump);
}

const json = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions => ({
  method,
  url,
  payload: payload as object,
});
const raw = (method: InjectOptions['method'], url: string, body: string): InjectOptions => ({
  method,
  url,
  body,
  headers: { 'content-type': 'application/json' },
});

const cases: [string, InjectOptions, number, RegExp][] = [
  ['sign-in without a body', { method: 'POST', url: '/api/admin/session' }, 400, /body/],
  ['sign-in with broken JSON', raw('POST', '/api/admin/session', '{"email":'), 400, /JSON/i],
  ['sign-in with an array', json('POST', '/api/admin/session', []), 400, /body/],
  [
    'sign-in with a NUL character',
    json('POST', '/api/admin/session', { email: 'a@example.com', password: 'x\u0000y' }),
    400,
    /body.password: must not contain NUL characters/,
  ],
  [
    'reset for a bad email',
    json('POST', '/api/admin/password-resets', { email: 'x' }),
    400,
    /body.email: Enter a valid email address/,
  ],
  [
    'password without a token',
    json('POST', '/api/admin/password', { password: 'long enough password' }),
    400,
    /body.token/,
  ],
  [
    'password with a too long password',
    json('POST', '/api/admin/password', { token: 'a'.repeat(43), password: 'x'.repeat(201) }),
    400,
    /at most 200 characters/,
  ],
  [
    'password with an unknown token',
    json('POST', '/api/admin/password', { token: 'a'.repeat(43), password: 'long enough password' }),
    400,
    /expired or was already used/,
  ],
  [
    'invite with a role that does not exist',
    json('POST', '/api/admin/staff', { email: 'x@example.com', name: 'X', role: 'manager' }),
    400,
    /body.role/,
  ],
  [
    'invite with a number for a name',
    json('POST', '/api/admin/staff', { email: 'x@example.com', name: 5, role: 'staff' }),
    400,
    /body.name/,
  ],
  ['role change without a role', json('PATCH', '/api/admin/staff/{staff}', {}), 400, /body.role/],
  ['role change of a malformed id', json('PATCH', '/api/admin/staff/123', { role: 'owner' }), 400, /params.id/],
  [
    'role change of an unknown person',
    json('PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', { role: 'owner' }),
    404,
    /Staff member not found/,
  ],
  [
    'removal of an unknown person',
    { method: 'DELETE', url: '/api/admin/staff/00000000-0000-4000-8000-000000000000' },
    404,
    /Staff member not found/,
  ],
  ['invitation of a malformed id', { method: 'POST', url: '/api/admin/staff/zzz/invitation' }, 400, /params.id/],
  ['key with an object for a name', json('POST', '/api/admin/api-keys', { name: { a: 1 } }), 400, /body.name/],
  [
    'key with an extra field',
    json('POST', '/api/admin/api-keys', { name: 'Till', key: 'mine' }),
    400,
    /Unrecognized key/,
  ],
  ['revoke of a malformed id', { method: 'DELETE', url: '/api/admin/api-keys/%27or%201=1' }, 400, /params.id/],
  ['audit with a negative page', { method: 'GET', url: '/api/admin/audit?page=-1' }, 400, /querystring.page/],
  [
    'gift cards of a status that does not exist',
    { method: 'GET', url: '/api/admin/gift-cards?status=Lost' },
    400,
    /querystring.status/,
  ],
  ['a gift card of a malformed id', { method: 'GET', url: '/api/admin/gift-cards/1%20or%201=1' }, 400, /params.id/],
  [
    'showing the code of an unknown card',
    { method: 'POST', url: '/api/admin/gift-cards/{nocard}/code' },
    404,
    /Gift card not found/,
  ],
  ['redemption with broken JSON', raw('POST', '/api/admin/gift-cards/{card}/redemptions', '{"amount":'), 400, /JSON/i],
  ['redemption with an array', json('POST', '/api/admin/gift-cards/{card}/redemptions', [5]), 400, /body/],
  [
    'redemption of a string amount',
    json('POST', '/api/admin/gift-cards/{card}/redemptions', { amount: '5' }),
    400,
    /body.amount/,
  ],
  [
    'redemption of too fine an amount',
    json('POST', '/api/admin/gift-cards/{card}/redemptions', { amount: 0.001 }),
    400,
    /body.amount/,
  ],
  [
    'redemption of more than the balance',
    json('POST', '/api/admin/gift-cards/{card}/redemptions', { amount: 1000 }),
    422,
    /balance of \$50.00/,
  ],
  [
    'redemption of an unknown card',
    json('POST', '/api/admin/gift-cards/{nocard}/redemptions', { amount: 1 }),
    404,
    /Gift card not found/,
  ],
  [
    'reversal of an unknown redemption',
    { method: 'POST', url: '/api/admin/redemptions/{nocard}/reversal' },
    404,
    /Redemption not found/,
  ],
  [
    'adjustment without a reason',
    json('POST', '/api/admin/gift-cards/{card}/adjustments', { amount: 5 }),
    400,
    /body.reason/,
  ],
  [
    'adjustment below zero',
    json('POST', '/api/admin/gift-cards/{card}/adjustments', { amount: -51, reason: 'x' }),
    422,
    /below zero/,
  ],
  ['void without a reason', json('POST', '/api/admin/gift-cards/{card}/void', {}), 400, /body.reason/],
  [
    'reactivation of an active card',
    { method: 'POST', url: '/api/admin/gift-cards/{card}/reactivate' },
    409,
    /Only a voided card/,
  ],
  [
    'expiry that is not a date',
    json('PATCH', '/api/admin/gift-cards/{card}/expiry', { expiresOn: 'soon' }),
    400,
    /body.expiresOn/,
  ],
  [
    'resend to a bad address',
    json('POST', '/api/admin/gift-cards/{card}/resend', { recipientEmail: 'x' }),
    400,
    /body.recipientEmail/,
  ],
  ['marking a money card used', { method: 'POST', url: '/api/admin/gift-cards/{card}/use' }, 409, /money card/],
  ['discount code with broken JSON', raw('POST', '/api/admin/discount-codes', '{"code":'), 400, /JSON/i],
  [
    'discount code of more than 100 percent',
    json('POST', '/api/admin/discount-codes', { code: 'BIG', discountType: 'PERCENT', amount: 101 }),
    400,
    /body.amount: a percentage cannot exceed 100/,
  ],
  [
    'discount code ending before it starts',
    json('POST', '/api/admin/discount-codes', {
      code: 'LATE',
      discountType: 'PERCENT',
      amount: 5,
      validFrom: '2030-01-02T00:00:00Z',
      validUntil: '2030-01-01T00:00:00Z',
    }),
    400,
    /body.validUntil/,
  ],
  [
    'edit of an unknown discount code',
    json('PATCH', '/api/admin/discount-codes/{nocard}', { status: 'Inactive' }),
    404,
    /No such discount code/,
  ],
  [
    'payment settings with a secret key',
    json('PATCH', '/api/admin/settings/payments', {
      provider: 'stripe',
      connectedAccountId: 'acct_1',
      publicKey: 'sk_live_1',
    }),
    400,
    /body.publicKey/,
  ],
  ['store file that is an array', json('POST', '/api/admin/store-file', []), 400, /not imported/],
  ['store file with broken JSON', raw('POST', '/api/admin/store-file/check', '{"slug":'), 400, /JSON/i],
  ['product without a body', { method: 'POST', url: '/api/admin/products' }, 400, /body/],
  ['product with broken JSON', raw('POST', '/api/admin/products', '{"slug":'), 400, /JSON/i],
  [
    'product with an unknown field',
    json('POST', '/api/admin/products', { slug: 'x', name: 'X', type: 'GiftCard', colour: 'red' }),
    400,
    /body: .*colour/,
  ],
  [
    'product with a price of 0',
    json('POST', '/api/admin/products', {
      slug: 'x',
      name: 'X',
      type: 'Voucher',
      denominations: [{ id: 'a', price: 0, label: 'A' }],
    }),
    400,
    /body.denominations\[0\].price/,
  ],
  [
    'product with a taken slug',
    json('POST', '/api/admin/products', { slug: 'classic', name: 'X', type: 'GiftCard' }),
    409,
    /body.slug/,
  ],
  [
    'product change with nothing to change',
    json('PATCH', '/api/admin/products/{product}', {}),
    400,
    /send at least one field/,
  ],
  ['product change of a malformed id', json('PATCH', '/api/admin/products/123', { name: 'X' }), 400, /params.id/],
  [
    'product change of an unknown product',
    json('PATCH', '/api/admin/products/00000000-0000-4000-8000-000000000000', { name: 'X' }),
    404,
    /Product not found/,
  ],
  [
    'product duplicate with a bad slug',
    json('POST', '/api/admin/products/{product}/duplicate', { slug: 'Bad Slug' }),
    400,
    /body.slug/,
  ],
  [
    'product order repeating a product',
    json('PUT', '/api/admin/products/order', { ids: ['{product}', '{product}'] }),
    400,
    /body.ids/,
  ],
  ['product image sent as JSON', json('POST', '/api/admin/products/{product}/images', { alt: 'x' }), 400, /multipart/],
  [
    'product image change of an unknown image',
    json('PATCH', '/api/admin/products/{product}/images/img-nope', { alt: 'x' }),
    404,
    /Image not found/,
  ],
  ['settings with broken JSON', raw('PATCH', '/api/admin/settings', '{"company":'), 400, /JSON/i],
  ['settings with an array', json('PATCH', '/api/admin/settings', []), 400, /body/],
  ['settings naming an unknown setting', json('PATCH', '/api/admin/settings', { status: 'Inactive' }), 400, /body/],
  [
    'settings with a nameless company and a bad colour',
    json('PATCH', '/api/admin/settings', { company: { name: '' }, branding: { primaryColor: 'red' } }),
    400,
    /company.name: .*branding.primaryColor/,
  ],
  [
    'settings with a fee of 101 percent',
    json('PATCH', '/api/admin/settings', { fees: [{ id: 'f', name: 'Fee', feeType: 'Percent', amount: 101 }] }),
    400,
    /fees\[0\].amount: a percentage cannot exceed 100/,
  ],
  [
    'settings with a script link',
    json('PATCH', '/api/admin/settings', { company: { name: 'Shop', termsUrl: 'javascript:alert(1)' } }),
    400,
    /company.termsUrl/,
  ],
  [
    'settings with a 0-month expiry',
    json('PATCH', '/api/admin/settings', { giftCardExpiry: { months: 0 } }),
    400,
    /giftCardExpiry.months/,
  ],
  ['a logo sent as JSON', json('POST', '/api/admin/settings/logo', { file: 'x' }), 400, /multipart/],
];

describe('bad input on the merchant API', () => {
  it.each(cases)('%s: a 4xx naming the problem, nothing written', async (_name, request, status, message) => {
    const before = await everyRow();
    const url = String(request.url)
      .replace('{staff}', staffId)
      .replace('{card}', cardId)
      .replace('{nocard}', crypto.randomUUID())
      .replaceAll('{product}', productId);
    const payload =
      typeof request.payload === 'object'
        ? JSON.parse(JSON.stringify(request.payload).replaceAll('{product}', productId))
        : request.payload;
    const res = await t.app.inject(
      asStaff(session.store, session.cookie, { ...request, url, ...(payload === undefined ? {} : { payload }) }),
    );
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await everyRow()).toBe(before);
  });
});
