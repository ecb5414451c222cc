import type { AddressInfo } from 'node:net';
import { getTableName, is } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderValidationPayloadInput } from '@giftfront/domain/order';
import { build } from '../src/app.ts';
import * as schema from '../src/db/schema/index.ts';
import { createCheckoutStore } from './checkout-store.ts';
import { buildPayload, createIntent, findGiftCard, validate } from './checkout.ts';
import { parseRawAnswer, sendAndStall } from './raw-http.ts';
import { createTestApp, hostOf, type TestApp } from './test-app.ts';

/**
 * Bad input on every POST route and every route with a path or query parameter of the payments,
 * orders, discounts, gift-cards and catalog modules: a 4xx whose message names the problem,
 * never a 500, and (for the write routes) not one row written or changed.
 */
const WEBHOOK_SECRET = 'whsec_bad_input';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const VISA = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const BROKEN_TEXT = 'must not contain broken characters (an unpaired UTF-16 surrogate)';
const TOO_DEEP = 'body: must not be nested more than 32 levels deep';

let t: TestApp;
let host: { host: string };
let order: OrderValidationPayloadInput;
let intent: { paymentIntentId: string; clientSecret: string };
let cardId: string;

beforeAll(async () => {
  // Failed code lookups are rate limited; these tests fail many on purpose.
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, GIFT_CARD_LOOKUP_LIMIT: '10000' });
  const slug = await createCheckoutStore(t.db, { shouldAllowTopups: true });
  host = hostOf(slug);
  order = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
  const created = await createIntent(t, slug, order.totals.total);
  intent = { paymentIntentId: created.paymentIntentId, clientSecret: created.clientSecret };
  // Validated, so the sandbox gets as far as judging the card.
  expect((await validate(t, slug, { ...order, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
  cardId = (await findGiftCard(t.db, slug, 'GIFT-0000-0000-2020')).id;
});
afterAll(() => t?.close());

/** Every row of every table: a refused request must leave all of it as it was. */
async function everyRow(): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const dump = await Promise.all(
    tables.map(async (table) => [getTableName(table), await t.db.select().from(table)] as const),
  );
  return JSON.stringify(dump);
}

interface Case {
  name: string;
  request: InjectOptions;
  status?: number;
  message: string | RegExp;
}

async function expectRefused({ request, status = 400, message }: Case) {
  const before = await everyRow();
  const res = await t.app.inject({ ...request, headers: { ...host, ...request.headers } });
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  // One error shape for every refusal, the router's own included: `{ message }`, not Fastify's `{ error, code, statusCode }`.
  expect(res.json()).not.toHaveProperty('code');
  expect(await everyRow()).toBe(before);
}

const post = (url: string, payload: unknown): InjectOptions => ({ method: 'POST', url, payload: payload as object });
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const raw = (url: string, body: string, contentType = 'application/json'): InjectOptions => ({
  method: 'POST',
  url,
  body,
  headers: { 'content-type': contentType },
});

const POST_ROUTES = [
  'CreatePaymentIntent',
  'ValidateOrder',
  'PlaceOrder',
  'Sandbox/Confirm',
  'Sandbox/Authenticate',
].map((r) => `/api/Payment/${r}`);

describe.each(POST_ROUTES)('POST %s refuses a body it cannot read', (url) => {
  it.each<Omit<Case, 'request'> & { request: () => InjectOptions }>([
    {
      name: 'malformed JSON',
      request: () => raw(url, '{"amount": '),
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    },
    {
      name: 'an empty JSON body',
      request: () => raw(url, ''),
      message: "Body cannot be empty when content-type is set to 'application/json'",
    },
    {
      name: 'no body',
      request: () => ({ method: 'POST', url }),
      message: 'body: Invalid input: expected object, received null',
    },
    {
      name: 'an array',
      request: () => raw(url, '[]'),
      message: 'body: Invalid input: expected object, received array',
    },
    {
      name: 'plain text',
      request: () => raw(url, 'amount=10', 'text/plain'),
      message: 'body: Invalid input: expected object, received string',
    },
    {
      name: 'XML',
      request: () => raw(url, '<amount>10</amount>', 'application/xml'),
      status: 415,
      message: 'Unsupported Media Type',
    },
    {
      name: 'a NUL character',
      request: () => post(url, { paymentIntentId: 'pi_\u0000' }),
      message: 'body.paymentIntentId: must not contain NUL characters',
    },
    {
      name: 'a lone UTF-16 surrogate',
      request: () => post(url, { paymentIntentId: 'pi_\ud800' }),
      message: `body.paymentIntentId: ${BROKEN_TEXT}`,
    },
    {
      name: 'a lone surrogate in a key',
      request: () => raw(url, '{"\\udc00x": 1}'),
      message: `body.\ufffdx: ${BROKEN_TEXT}`,
    },
    // Refused from the text, before anything parses or walks it: no stack overflow, no stalled event loop.
    {
      name: 'JSON nested 8,000 levels deep',
      request: () => raw(url, `${'['.repeat(8000)}${']'.repeat(8000)}`),
      message: TOO_DEEP,
    },
    {
      name: '5,000 arrays in 10 KB',
      request: () => raw(url, `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`),
      message: TOO_DEEP,
    },
    {
      name: 'objects nested 33 levels deep',
      request: () => raw(url, `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`),
      message: TOO_DEEP,
    },
  ])('$name', ({ request, ...rest }) => expectRefused({ ...rest, request: request() }));
});

describe('POST /api/Payment/CreatePaymentIntent', () => {
  const create = (body: Record<string, unknown>) =>
    post('/api/Payment/CreatePaymentIntent', { amount: 10, currency: 'usd', ...body });
  it.each<Case>([
    { name: 'no amount', request: create({ amount: undefined }), message: 'body.amount: amount is required' },
    { name: 'an amount as text', request: create({ amount: '10' }), message: 'body.amount: amount must be a number' },
    { name: 'a zero amount', request: create({ amount: 0 }), message: 'An amount above 0 is required' },
    { name: 'a negative amount', request: create({ amount: -5 }), message: 'An amount above 0 is required' },
    {
      name: 'a third decimal',
      request: create({ amount: 10.005 }),
      message: 'amount can have at most 2 decimal places.',
    },
    { name: 'a huge amount', request: create({ amount: 1e12 }), message: 'One payment can be at most $999,999.99.' },
    {
      name: 'a currency that is no code',
      request: create({ currency: 'dollars' }),
      message: 'body.currency: currency must be a three-letter code',
    },
    { name: 'another currency', request: create({ currency: 'eur' }), message: 'This store charges in USD, not EUR.' },
    {
      name: 'isTopup as text',
      request: create({ isTopup: 'yes' }),
      message: 'body.isTopup: Invalid input: expected boolean, received string',
    },
    {
      name: 'an over-long card id',
      request: create({ isTopup: true, topupGiftCardId: 'x'.repeat(101) }),
      message: /^body\.topupGiftCardId: Too big/,
    },
    {
      name: 'an over-long account',
      request: create({ connectedAccountId: 'a'.repeat(201) }),
      message: /^body\.connectedAccountId: Too big/,
    },
    {
      name: 'an unknown top-up card',
      request: create({ isTopup: true, topupGiftCardId: UNKNOWN_ID }),
      status: 404,
      message: 'Gift card not found',
    },
    { name: 'an extra property', request: create({ amuont: 10 }), message: 'body: Unrecognized key: "amuont"' },
  ])('refuses $name', expectRefused);

  it('refuses a top-up past the maximum balance', async () => {
    await expectRefused({
      name: '',
      request: create({ amount: 1e6, isTopup: true, topupGiftCardId: cardId }),
      message: /^This card can be topped up by at most \$1,980\.00/,
    });
  });
});

describe.each(['ValidateOrder', 'PlaceOrder'])('POST /api/Payment/%s refuses a bad order payload', (route) => {
  const url = `/api/Payment/${route}`;
  const send = (change: (p: OrderValidationPayloadInput) => object) => () => post(url, change(order));
  const line = (change: object) => send((p) => ({ ...p, cart: [{ ...p.cart[0], ...change }] }));
  const gift = (change: object) =>
    line({ giftDetails: { recipientName: 'Grace', recipientEmail: 'grace@example.com', ...change } });
  it.each<Omit<Case, 'request'> & { request: () => InjectOptions }>([
    {
      name: 'no customer',
      request: send((p) => ({ ...p, customer: undefined })),
      message: 'body.customer: Invalid input: expected object, received undefined',
    },
    {
      name: 'a bad email',
      request: send((p) => ({ ...p, customer: { ...p.customer, email: 'ada@example' } })),
      message: 'body.customer.email: Email is invalid',
    },
    {
      name: 'a lone surrogate in a name',
      request: send((p) => ({ ...p, customer: { ...p.customer, firstName: 'Ada\ud800' } })),
      message: `body.customer.firstName: ${BROKEN_TEXT}`,
    },
    {
      name: 'a lone surrogate in a gift message',
      request: gift({ message: 'Happy \udc00 day' }),
      message: `body.cart[0].giftDetails.message: ${BROKEN_TEXT}`,
    },
    {
      name: 'an over-long name',
      request: send((p) => ({ ...p, customer: { ...p.customer, firstName: 'A'.repeat(101) } })),
      message: /^body\.customer\.firstName: Too big/,
    },
    {
      name: 'a three-letter country',
      request: send((p) => ({ ...p, customer: { ...p.customer, country: 'USA' } })),
      message: /^body\.customer\.country: Too big/,
    },
    {
      name: 'an unknown customer field',
      request: send((p) => ({ ...p, customer: { ...p.customer, age: 30 } })),
      message: 'body.customer: Unrecognized key: "age"',
    },
    {
      name: 'a negative quantity',
      request: line({ quantity: -1 }),
      message: 'body.cart[0].quantity: Too small: expected number to be >=1',
    },
    {
      name: 'a fractional quantity',
      request: line({ quantity: 1.5 }),
      message: 'body.cart[0].quantity: Invalid input: expected int, received number',
    },
    {
      name: 'a huge quantity',
      request: line({ quantity: 1e9 }),
      message: 'body.cart[0].quantity: Too big: expected number to be <=1000',
    },
    {
      name: 'a quantity as text',
      request: line({ quantity: '1' }),
      message: 'body.cart[0].quantity: Invalid input: expected number, received string',
    },
    { name: 'a negative price', request: line({ price: -25 }), message: 'body.cart[0].price: must be greater than 0' },
    {
      name: 'a price that is not the price',
      request: line({ price: 1e300 }),
      message: 'Price for Classic Gift Card ($25) mismatch: expected 25.00, received 1e+300',
    },
    {
      name: 'a custom amount past the maximum',
      request: line({ denominationId: 'custom', price: 1e9, lineTotal: 1e9 }),
      message: 'A custom amount for Classic Gift Card must be between $1.00 and $2,000.00.',
    },
    {
      name: 'an over-long product id',
      request: line({ productId: 'p'.repeat(101) }),
      message: /^body\.cart\[0\]\.productId: Too big/,
    },
    {
      name: 'an unknown line field',
      request: line({ discount: 100 }),
      message: 'body.cart[0]: Unrecognized key: "discount"',
    },
    {
      name: 'too many lines',
      request: send((p) => ({ ...p, cart: Array.from({ length: 201 }, () => p.cart[0]) })),
      message: 'body.cart: A cart can hold at most 200 lines.',
    },
    {
      name: 'a Send to many order of more than 1,000 recipients',
      request: send((p) => ({
        ...p,
        bulkOrder: { codesToBuyer: false },
        cart: Array.from({ length: 1001 }, () => p.cart[0]),
      })),
      message: 'body.cart: One order can send at most 1000 gift cards.',
    },
    {
      name: 'more than 1000 units',
      request: send((p) => ({ ...p, cart: [600, 600].map((quantity) => ({ ...p.cart[0], quantity })) })),
      message: 'An order can hold at most 1000 gift cards and vouchers; this one has 1200.',
    },
    {
      name: 'an order past the payment limit',
      request: line({ denominationId: 'custom', price: 2000, quantity: 500, lineTotal: 1e6 }),
      message: 'This order is too large. One payment can be at most $999,999.99.',
    },
    {
      name: 'a bad recipient email',
      request: gift({ recipientEmail: 'grace' }),
      message: 'Please enter a valid email address for the recipient of Classic Gift Card.',
    },
    {
      name: 'no recipient name',
      request: gift({ recipientName: ' ' }),
      message: 'body.cart[0].giftDetails.recipientName: Recipient name is required',
    },
    {
      name: 'a delivery time that is no time',
      request: gift({ scheduledDateTimeUtc: 'tomorrow' }),
      message: 'body.cart[0].giftDetails.scheduledDateTimeUtc: Invalid ISO datetime',
    },
    {
      name: 'a message over 300 characters',
      request: gift({ message: 'x'.repeat(301) }),
      message: 'body.cart[0].giftDetails.message: Message must be at most 300 characters',
    },
    {
      name: 'an unknown discount type',
      request: send((p) => ({ ...p, discounts: [{ code: 'TEN', type: 'HALF', amount: 10 }] })),
      message: /^body\.discounts\[0\]\.type: Invalid option: expected one of "PERCENT"/,
    },
    {
      name: 'an unknown fee type',
      request: send((p) => ({ ...p, fees: [{ id: 'svc', name: 'Fee', amount: 1, feeType: 'Tip' }] })),
      message: /^body\.fees\[0\]\.feeType: Invalid option/,
    },
    {
      name: 'a negative gift card amount',
      request: send((p) => ({ ...p, giftCardPayments: [{ giftCardId: cardId, codeEnding: '2020', amountPaid: -1 }] })),
      message: 'body.giftCardPayments[0].amountPaid: must not be negative',
    },
    {
      name: 'no totals',
      request: send((p) => ({ ...p, totals: undefined })),
      message: 'body.totals: Invalid input: expected object, received undefined',
    },
    {
      name: 'a total as text',
      request: send((p) => ({ ...p, totals: { ...p.totals, total: '28.25' } })),
      message: 'body.totals.total: expected a number',
    },
    {
      name: 'a changed total',
      request: send((p) => ({ ...p, totals: { ...p.totals, total: 1 } })),
      message: /Total mismatch: expected 28\.25, received 1\.00$/,
    },
    {
      name: 'a currency that is no code',
      request: send((p) => ({ ...p, currency: 'usd$' })),
      message: 'body.currency: currency must be a three-letter code',
    },
    {
      name: 'an unknown delivery option',
      request: send((p) => ({ ...p, selectedShippingOption: 'teleport' })),
      message: 'The chosen delivery option is not available in this store.',
    },
    {
      name: 'an over-long delivery option',
      request: send((p) => ({ ...p, selectedShippingOption: 'x'.repeat(201) })),
      message: /^body\.selectedShippingOption: Too big/,
    },
    {
      name: 'an unknown top-level field',
      request: send((p) => ({ ...p, total: 0 })),
      message: 'body: Unrecognized key: "total"',
    },
    {
      name: 'a top-up without its card',
      request: send((p) => ({ ...p, isTopup: true, cart: [] })),
      message: route === 'PlaceOrder' ? 'A top-up is paid by card.' : 'topupGiftCardId is required for a top-up.',
    },
  ])('$name', ({ request, ...rest }) => expectRefused({ ...rest, request: request() }));
});

describe('POST /api/Payment/ValidateOrder refuses what does not match a payment', () => {
  const url = '/api/Payment/ValidateOrder';
  it.each<Omit<Case, 'request'> & { request: () => InjectOptions }>([
    {
      name: 'an unknown payment intent',
      request: () => post(url, { ...order, paymentIntentId: 'pi_sb_unknown' }),
      status: 404,
      message: 'Payment intent not found',
    },
    {
      name: 'an over-long payment intent',
      request: () => post(url, { ...order, paymentIntentId: 'p'.repeat(201) }),
      message: /^body\.paymentIntentId: Too big/,
    },
    {
      name: 'a top-up past the maximum balance',
      request: () =>
        post(url, {
          ...order,
          cart: [],
          isTopup: true,
          topupGiftCardId: cardId,
          totals: { ...order.totals, subtotal: 1e6, total: 1e6 },
        }),
      message: /^This card can be topped up by at most/,
    },
  ])('$name', ({ request, ...rest }) => expectRefused({ ...rest, request: request() }));
});

describe('POST /api/Payment/Sandbox/Confirm and Authenticate', () => {
  const confirm = (body: object) => () => post('/api/Payment/Sandbox/Confirm', { ...intent, card: VISA, ...body });
  const authenticate = (body: object) => () =>
    post('/api/Payment/Sandbox/Authenticate', { ...intent, outcome: 'complete', ...body });
  it.each<Omit<Case, 'request'> & { request: () => InjectOptions }>([
    {
      name: 'no card',
      request: confirm({ card: undefined }),
      message: 'body.card: Invalid input: expected object, received undefined',
    },
    {
      name: 'a card number as a number',
      request: confirm({ card: { ...VISA, number: 4242 } }),
      message: 'body.card.number: Your card number is incomplete.',
    },
    {
      name: 'an over-long card number',
      request: confirm({ card: { ...VISA, number: '4'.repeat(41) } }),
      message: 'body.card.number: Your card number is invalid.',
    },
    {
      name: 'a card number with letters',
      request: confirm({ card: { ...VISA, number: '4242 abcd 4242 4242' } }),
      message: 'Your card number is invalid.',
    },
    {
      name: 'month 13',
      request: confirm({ card: { ...VISA, expiry: '13/34' } }),
      message: "Your card's expiration date is invalid.",
    },
    {
      name: 'a CVC with letters',
      request: confirm({ card: { ...VISA, cvc: '12a' } }),
      message: "Your card's security code is incomplete.",
    },
    {
      name: 'an unknown card field',
      request: confirm({ card: { ...VISA, pin: '1234' } }),
      message: 'body.card: Unrecognized key: "pin"',
    },
    {
      name: 'billing details as text',
      request: confirm({ billingDetails: 'Ada' }),
      message: 'body.billingDetails: Invalid input: expected record, received string',
    },
    {
      name: 'a wrong client secret',
      request: confirm({ clientSecret: 'nope' }),
      status: 404,
      message: 'Payment intent not found',
    },
    {
      name: 'an over-long payment intent',
      request: confirm({ paymentIntentId: 'p'.repeat(201) }),
      message: /^body\.paymentIntentId: Too big/,
    },
    {
      name: 'an unknown outcome',
      request: authenticate({ outcome: 'maybe' }),
      message: "body.outcome: outcome must be 'complete' or 'fail'",
    },
    { name: 'no client secret', request: authenticate({ clientSecret: undefined }), message: /^body\.clientSecret: / },
    { name: 'an unknown field', request: authenticate({ code: '000000' }), message: 'body: Unrecognized key: "code"' },
    {
      name: 'an intent not waiting for authentication',
      request: authenticate({}),
      status: 409,
      message: 'This payment is not waiting for authentication.',
    },
  ])('$name', ({ request, ...rest }) => expectRefused({ ...rest, request: request() }));
});

describe('POST /api/Payment/Webhook', () => {
  const signed = (event: string): InjectOptions => ({
    method: 'POST',
    url: '/api/Payment/Webhook',
    body: event,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET }),
    },
  });
  it.each<Case>([
    { name: 'no signature', request: raw('/api/Payment/Webhook', '{}'), message: 'Missing Stripe signature.' },
    {
      name: 'a wrong signature',
      request: {
        ...raw('/api/Payment/Webhook', '{}'),
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      },
      message: 'Invalid Stripe signature.',
    },
    {
      name: 'a signed event that is no object',
      request: signed('[]'),
      message: 'Malformed Stripe event: (root): Invalid input: expected object, received array',
    },
    {
      name: 'a signed event without an id',
      request: signed(JSON.stringify({ type: 'charge.updated', data: { object: {} } })),
      message: 'Malformed Stripe event: id: Invalid input: expected string, received undefined',
    },
    {
      name: 'a signed event without data',
      request: signed(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' })),
      message: 'Malformed Stripe event: data: Invalid input: expected object, received undefined',
    },
    {
      name: 'a payment event without its intent id',
      request: signed(JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded', data: { object: {} } })),
      message: 'Malformed Stripe event: data.object.id: is required',
    },
    {
      name: 'a NUL character in the event id',
      request: signed(JSON.stringify({ id: 'evt_\u0000', type: 'charge.updated', data: { object: {} } })),
      message: 'Malformed Stripe event: id: must not contain NUL characters',
    },
  ])('refuses $name', expectRefused);
});

describe('path and query parameters', () => {
  const longCode = 'A'.repeat(65);
  it.each<Case>([
    {
      name: 'GetOrderDetails without an id',
      request: get('/api/Payment/GetOrderDetails?paymentIntentId=%20'),
      message: 'Missing payment intent ID.',
    },
    {
      name: 'GetOrderDetails with an over-long id',
      request: get(`/api/Payment/GetOrderDetails?paymentIntentId=${'p'.repeat(201)}`),
      message: /^querystring\.paymentIntentId: Too big/,
    },
    {
      name: 'GetOrderDetails with two ids',
      request: get('/api/Payment/GetOrderDetails?paymentIntentId=a&paymentIntentId=b'),
      message: 'querystring.paymentIntentId: Invalid input: expected string, received array',
    },
    {
      name: 'GetOrderDetails with a NUL character',
      request: get('/api/Payment/GetOrderDetails?paymentIntentId=pi%00'),
      message: 'querystring.paymentIntentId: must not contain NUL characters',
    },
    {
      name: 'GetOrderDetails of an unknown payment',
      request: get('/api/Payment/GetOrderDetails?paymentIntentId=pi_sb_unknown'),
      status: 404,
      message: 'Order not found',
    },
    {
      name: 'GetActiveDiscountCode of spaces',
      request: get('/api/Payment/GetActiveDiscountCode/%20%20'),
      message: 'params.code: code is required',
    },
    {
      name: 'GetActiveDiscountCode over 64 characters',
      request: get(`/api/Payment/GetActiveDiscountCode/${longCode}`),
      message: 'params.code: code is too long',
    },
    {
      name: 'GetActiveDiscountCode with a NUL character',
      request: get('/api/Payment/GetActiveDiscountCode/TEN%00'),
      message: 'params.code: code must not contain NUL characters',
    },
    {
      name: 'GetActiveDiscountCode with broken percent-encoding',
      request: get('/api/Payment/GetActiveDiscountCode/%E0%A4%A'),
      message: 'The address is not valid: it holds a broken %-escape.',
    },
    {
      name: 'GetActiveDiscountCode of an unknown code',
      request: get('/api/Payment/GetActiveDiscountCode/NOPE'),
      status: 404,
      message: 'Invalid promo code or gift card',
    },
    // Gift card codes: every malformed code gets the one not-found answer (decision 0005).
    ...['GIFT%200000!', 'GIFT%00', longCode, 'GIFT%2F0000', '%20'].flatMap((code) =>
      ['/GiftCard/GetByCode/', '/api/Payment/GetGiftCardByCode/'].map((path) => ({
        name: `${path}${code.slice(0, 12)}`,
        request: get(`${path}${code}`),
        status: 404,
        message: 'Gift card not found or invalid code.',
      })),
    ),
    {
      name: 'GetGiftCardById with no uuid',
      request: get('/api/Payment/GetGiftCardById/GIFT-0000'),
      message: 'params.id: id must be a gift card id (uuid)',
    },
    {
      name: 'GetGiftCardById with a NUL character',
      request: get('/api/Payment/GetGiftCardById/%00'),
      message: 'params.id: id must be a gift card id (uuid)',
    },
    {
      name: 'GetGiftCardById of an unknown card',
      request: get(`/api/Payment/GetGiftCardById/${UNKNOWN_ID}`),
      status: 404,
      message: 'Gift card not found.',
    },
    {
      name: 'Products of an unknown type',
      request: get('/api/Store/Products?type=Coupon'),
      message: 'querystring.type: type must be empty, GiftCard or Voucher',
    },
    {
      name: 'Products of two types',
      request: get('/api/Store/Products?type=GiftCard&type=Voucher'),
      message: 'querystring.type: type must be empty, GiftCard or Voucher',
    },
    {
      name: 'Products with a NUL character',
      request: get('/api/Store/Products?type=GiftCard%00'),
      message: 'querystring.type: must not contain NUL characters',
    },
    {
      name: 'GetProductBySlug in capitals',
      request: get('/api/Store/GetProductBySlug/Classic'),
      message: 'params.slug: slug must be lower-case letters, digits and dashes',
    },
    {
      name: 'GetProductBySlug with a NUL character',
      request: get('/api/Store/GetProductBySlug/classic%00'),
      message: 'params.slug: slug must be lower-case letters, digits and dashes',
    },
    {
      name: 'GetProductBySlug over the parameter limit',
      request: get(`/api/Store/GetProductBySlug/${'a'.repeat(200)}`),
      status: 414,
      message: 'A part of the address is too long (at most 100 characters).',
    },
    {
      name: 'GetProductBySlug of an unknown product',
      request: get('/api/Store/GetProductBySlug/unknown'),
      status: 404,
      message: 'Product not found',
    },
    {
      name: 'GetProductById with no uuid',
      request: get('/api/Store/GetProductById/classic'),
      message: 'params.id: id must be a product id (uuid)',
    },
    {
      name: 'GetProductById of an unknown product',
      request: get(`/api/Store/GetProductById/${UNKNOWN_ID}`),
      status: 404,
      message: 'Product not found',
    },
  ])('$name', expectRefused);
});

describe('a client too slow to send its request', () => {
  let slow: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    slow = await build({ config: { ...t.config, REQUEST_TIMEOUT_SECONDS: 1 }, database: t.database });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.server.address() as AddressInfo).port;
  });
  afterAll(() => slow?.close());

  it.each([
    {
      name: 'half a body',
      request: () =>
        `POST /api/Payment/ValidateOrder HTTP/1.1\r\nHost: ${host.host}\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n${JSON.stringify(order).slice(0, 200)}`,
    },
    {
      name: 'half the headers',
      request: () => `POST /api/Payment/ValidateOrder HTTP/1.1\r\nHost: ${host.host}\r\nContent-Ty`,
    },
  ])('is answered 408 and its connection closed when it sends $name and stalls', async ({ request }) => {
    const before = await everyRow();
    const answer = parseRawAnswer(await sendAndStall(port, request()));
    expect(answer).toEqual({
      status: 408,
      body: { message: 'The request took too long to arrive (at most 1 second).' },
    });
    expect(await everyRow()).toBe(before);
  });
});
