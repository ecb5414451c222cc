import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app.ts';
import { serverSecrets } from '../../db/schema/index.ts';
import { buildPayload, checkout, keepOrderCookie, orderDetails } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { storeIdOf } from '../../../test/delivery-factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { composeReceiptEmail } from '../mail/compose-receipt-email.ts';
import { loadMailStore } from '../mail/email-brand.ts';

const CARD = 'PAYS-ALL0-0000-0200';
const CODE = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;

describe('order details are bound to the buying browser', () => {
  let t: TestApp;
  let slug: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createStore(t.db, { giftCards: [{ code: CARD, balance: 200, isoCurrencyCode: 'USD' }] })).slug;
    other = (await createStore(t.db)).slug;
  });
  afterAll(() => t.close());

  const asStranger = (paymentIntentId: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/Payment/GetOrderDetails?paymentIntentId=${encodeURIComponent(paymentIntentId)}`,
      headers: { ...hostOf(slug), ...extra },
    });
  const paidOrder = () => checkout(t, slug, [{ slug: 'classic', denominationId: 'd25', quantity: 2 }]);

  it('sets an httpOnly, SameSite=Lax, host-only, signed cookie for the order at validation', async () => {
    const { validation, intent } = await paidOrder();
    const cookie = validation.cookies.find((c) => c.name.startsWith('gf_order_'))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/Payment' });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(new RegExp(`^${intent.paymentIntentId}\\.`));
  });

  it('shows the buyer every code and the ids of its View and Print pages', async () => {
    const { intent } = await paidOrder();
    const { giftCards } = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    expect(giftCards).toHaveLength(2);
    for (const card of giftCards) {
      expect(card.giftCardCode).toMatch(CODE);
      expect(card.giftCardId).toEqual(expect.any(String));
    }
  });

  it('shows anyone else holding the payment id the order with codes masked to their last four and no card ids', async () => {
    const { intent } = await paidOrder();
    const full = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    const res = await asStranger(intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    const masked = res.json();
    expect(masked.order).toEqual(full.order);
    expect(masked.giftCards).toEqual(
      full.giftCards.map((card: { giftCardCode: string }) => ({
        ...card,
        giftCardId: null,
        giftCardCode: `•••• ${card.giftCardCode.replaceAll('-', '').slice(-4)}`,
      })),
    );
    for (const card of full.giftCards) expect(res.body).not.toContain(card.giftCardCode);
  });

  it("masks the codes for a forged cookie, one signed with another secret, or another order's cookie", async () => {
    const { intent } = await paidOrder();
    const { validation: otherValidation } = await paidOrder();
    const name = `gf_order_${intent.paymentIntentId}`;
    const otherCookie = otherValidation.cookies.find((c) => c.name.startsWith('gf_order_'))!;
    for (const cookie of [
      `${name}=${intent.paymentIntentId}`,
      `${name}=${intent.paymentIntentId}.c2lnbmVkIGVsc2V3aGVyZQ`,
      `${name}=${otherCookie.value}`,
      `${otherCookie.name}=${otherCookie.value}`,
    ]) {
      const { giftCards } = (await asStranger(intent.paymentIntentId, { cookie })).json();
      expect(
        giftCards.every(
          (card: { giftCardId: string | null; giftCardCode: string }) =>
            card.giftCardId === null && card.giftCardCode.startsWith('••••'),
        ),
      ).toBe(true);
    }
  });

  it('gives the cookie for an order placed with nothing to pay', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }], {
      giftCardCodes: [CARD],
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/Payment/PlaceOrder', headers: hostOf(slug), payload });
    expect(res.statusCode).toBe(200);
    const { paymentIntentId } = res.json();
    expect((await asStranger(paymentIntentId)).json().giftCards[0].giftCardId).toBeNull();
    keepOrderCookie(res, paymentIntentId);
    expect((await orderDetails(t, slug, paymentIntentId)).json().giftCards[0].giftCardCode).toMatch(CODE);
  });

  it("opens the order in full in any browser from the receipt email's own signed link", async () => {
    const { intent } = await paidOrder();
    const { order } = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    const store = (await loadMailStore(t.db, t.config, await storeIdOf(t.db, slug)))!;
    const receipt = await composeReceiptEmail(t.db, store, order.id, 'ada@example.com', t.app);
    if (!('send' in receipt)) throw new Error('no receipt');
    const link = new URL(/View your order: (\S+)/.exec(receipt.send.text)![1]!);
    expect(receipt.send.html).toContain(link.href.replaceAll('&', '&amp;'));
    expect(`${link.origin}${link.pathname}`).toBe(`http://${slug}.localhost:3000/api/Payment/OpenOrder`);

    const opened = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: hostOf(slug) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/confirmation?payment_intent=${intent.paymentIntentId}`);
    const cookie = opened.cookies.find((c) => c.name.startsWith('gf_order_'))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/Payment' });
    const { giftCards } = (
      await asStranger(intent.paymentIntentId, { cookie: `${cookie.name}=${cookie.value}` })
    ).json();
    expect(giftCards[0].giftCardCode).toMatch(CODE);
  });

  it("refuses an order link with a wrong token, for another payment, or on another store's host", async () => {
    const { intent } = await paidOrder();
    const { intent: second } = await paidOrder();
    const store = (await loadMailStore(t.db, t.config, await storeIdOf(t.db, slug)))!;
    const { order } = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    const receipt = await composeReceiptEmail(t.db, store, order.id, 'ada@example.com', t.app);
    const link = new URL(/View your order: (\S+)/.exec('send' in receipt ? receipt.send.text : '')![1]!);
    const token = link.searchParams.get('token')!;
    const open = (paymentIntentId: string, tokenValue: string, host = hostOf(slug)) =>
      t.app.inject({
        url: `/api/Payment/OpenOrder?${new URLSearchParams({ paymentIntentId, token: tokenValue })}`,
        headers: host,
      });

    for (const res of [await open(intent.paymentIntentId, `${token}x`), await open(second.paymentIntentId, token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This order link is not valid.' });
      expect(res.cookies).toHaveLength(0);
    }
    const elsewhere = await open(intent.paymentIntentId, token, hostOf(other));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.cookies).toHaveLength(0);
    const missing = await t.app.inject({
      url: `/api/Payment/OpenOrder?paymentIntentId=${intent.paymentIntentId}`,
      headers: hostOf(slug),
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('the signing secret', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    // Another instance on the same database, as behind a load balancer, with no COOKIE_SECRET either.
    second = await build({ config: t.config, database: t.database });
    await second.ready();
    slug = (await createStore(t.db)).slug;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** GetOrderDetails of a fresh paid order on `instance`, with the cookie `t` gave at validation. */
  async function detailsElsewhere(instance: FastifyInstance) {
    const { intent, validation } = await checkout(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
    const cookie = validation.cookies.find((c) => c.name.startsWith('gf_order_'))!;
    const url = `/api/Payment/GetOrderDetails?paymentIntentId=${intent.paymentIntentId}`;
    return (
      await instance.inject({ url, headers: { ...hostOf(slug), cookie: `${cookie.name}=${cookie.value}` } })
    ).json();
  }

  it('is made once and kept in the database, so another instance accepts the cookie', async () => {
    expect(await t.db.select().from(serverSecrets)).toHaveLength(1);
    expect((await detailsElsewhere(second)).giftCards[0].giftCardId).toEqual(expect.any(String));
  });

  it('is COOKIE_SECRET when set: a cookie signed with another secret is not accepted', async () => {
    const configured = await build({
      config: { ...t.config, COOKIE_SECRET: 'a-configured-secret-of-forty-characters!' },
      database: t.database,
    });
    try {
      expect((await detailsElsewhere(configured)).giftCards[0].giftCardId).toBeNull();
    } finally {
      await configured.close();
    }
  });

  it('marks the cookie Secure when the stores are public over https, though the proxy in front is not trusted', async () => {
    const https = await createTestApp({ PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example' });
    try {
      const { slug: httpsSlug } = await createStore(https.db);
      const draft = await buildPayload(https, httpsSlug, [{ slug: 'classic', denominationId: 'd25' }]);
      const created = (
        await https.app.inject({
          method: 'POST',
          url: '/api/Payment/CreatePaymentIntent',
          headers: hostOf(httpsSlug),
          payload: { amount: 25, currency: 'usd' },
        })
      ).json();
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/Payment/ValidateOrder',
        headers: { ...hostOf(httpsSlug), 'x-forwarded-proto': 'https' },
        payload: { ...draft, paymentIntentId: created.paymentIntentId },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name.startsWith('gf_order_'))?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Payment/CreatePaymentIntent',
        headers: hostOf(slug),
        payload: { amount: 25, currency: 'usd' },
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/ValidateOrder',
      headers: { ...hostOf(slug), 'x-forwarded-proto': 'https' },
      remoteAddress: '10.0.0.1',
      payload: { ...draft, paymentIntentId: created.paymentIntentId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name.startsWith('gf_order_'))).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
