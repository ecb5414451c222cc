import { encodeMinorColumns } from '../src/lib/minor-columns.ts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { publicStoreSettingsCodec, storeSettingsSchema, type StoreSettings } from '@giftfront/domain/branding';
import { checkoutFees, priceCheckout } from '@giftfront/domain/checkout-pricing';
import { discountCodeCodec, type DiscountCode } from '@giftfront/domain/discount';
import { codeEnding, normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import type { GiftDetails } from '@giftfront/domain/gift-details';
import { minorUnits, toMinor } from '@giftfront/domain/money';
import { orderValidationPayloadCodec, type OrderValidationPayloadInput } from '@giftfront/domain/order';
import type { Product } from '@giftfront/domain/product';
import type { Database } from '../src/db/client.ts';
import { giftCardLedger, giftCards, stores } from '../src/db/schema/index.ts';
import { ledgerSum } from '../src/modules/gift-cards/ledger-read-model.ts';
import { hostOf, type TestApp } from './test-app.ts';

/** Checkout steps as the storefront takes them, for server tests. */
export const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
export const VISA = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

export interface Pick {
  slug: string;
  denominationId: string;
  quantity?: number;
  /** The typed amount of a custom denomination; otherwise the denomination's price. */
  price?: number;
  giftDetails?: Partial<GiftDetails>;
}

export interface PayloadOptions {
  paymentIntentId?: string | null;
  discountCodes?: string[];
  giftCardCodes?: string[];
  shippingOptionId?: string | null;
  customer?: Record<string, unknown>;
  /** The page's language the storefront sends (issue 29). */
  language?: string;
  /** A 'Send to many' order (issue 31): one line per recipient. */
  bulkOrder?: { codesToBuyer: boolean };
}

export async function storeSettings(t: TestApp, slug: string): Promise<StoreSettings> {
  const res = await t.app.inject({ url: '/api/Store/StoreSettings', headers: hostOf(slug) });
  return storeSettingsSchema.parse(res.json());
}

export async function products(t: TestApp, slug: string): Promise<Product[]> {
  return (await t.app.inject({ url: '/api/Store/Products', headers: hostOf(slug) })).json();
}

export async function findGiftCard(db: Database, storeSlug: string, code: string) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, storeSlug));
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, store!.id), eq(giftCards.codeNormalized, normalizeGiftCardCode(code))));
  return card!;
}

/** A payload priced in the browser's way (decoded answers, priceCheckout, the encoded payload) from what the API serves. */
export async function buildPayload(
  t: TestApp,
  slug: string,
  picks: Pick[],
  options: PayloadOptions = {},
): Promise<OrderValidationPayloadInput> {
  const settings = await storeSettings(t, slug);
  const catalog = await products(t, slug);
  const lines = picks.map((pick) => {
    const product = catalog.find((p) => p.slug === pick.slug)!;
    const denomination = product.denominations.find((d) => d.id === pick.denominationId);
    const price = pick.price ?? denomination!.price;
    const quantity = pick.quantity ?? 1;
    return {
      product,
      denominationId: pick.denominationId,
      label: denomination?.label ?? `$${price}`,
      price,
      quantity,
      giftDetails: pick.giftDetails,
    };
  });
  const discounts: DiscountCode[] = [];
  for (const code of options.discountCodes ?? [])
    discounts.push(
      (await t.app.inject({ url: `/api/Payment/GetActiveDiscountCode/${code}`, headers: hostOf(slug) })).json(),
    );
  const cards = await Promise.all((options.giftCardCodes ?? []).map((code) => findGiftCard(t.db, slug, code)));
  const currency = settings.currencyCode;
  const minor = (amount: number) => toMinor(amount, currency);
  const pricing = priceCheckout({
    settings: z.decode(publicStoreSettingsCodec(currency), settings),
    lines: lines.map((l) => ({
      unitPriceMinor: minor(l.price),
      quantity: l.quantity,
      taxClassId: l.product.taxClassId,
      productId: l.product.id,
    })),
    discountCodes: discounts.map((discount) => z.decode(discountCodeCodec(currency), discount)),
    shippingOptionId: options.shippingOptionId ?? null,
    giftCards: cards.map((card) => ({ giftCardId: card.id, availableMinor: minorUnits(card.balanceMinor) })),
  });
  return encodeMinorColumns(orderValidationPayloadCodec(currency), {
    paymentIntentId: options.paymentIntentId ?? null,
    customer: { ...buyer, ...options.customer },
    cart: lines.map((l) => ({
      productId: l.product.id,
      denominationId: l.denominationId,
      productName: l.product.name,
      denominationLabel: l.label,
      title: l.product.name,
      quantity: l.quantity,
      price: minor(l.price),
      lineTotal: minor(l.price) * l.quantity,
      imageUrl: l.product.imageSrc,
      giftDetails: l.giftDetails
        ? {
            recipientName: 'Grace',
            recipientEmail: 'grace@example.com',
            message: '',
            scheduledDate: '',
            scheduledTime: '',
            ...l.giftDetails,
          }
        : null,
    })),
    discounts: discounts.map((d) => ({
      code: d.code,
      type: d.discountType,
      amount: z.decode(discountCodeCodec(currency), d).amount,
    })),
    giftCardPayments: pricing.giftCards.map((applied, i) => ({
      giftCardId: applied.giftCardId,
      codeEnding: codeEnding(cards[i]!.code),
      amountPaid: applied.amountMinor,
    })),
    totals: pricing.totals,
    fees: checkoutFees(pricing),
    currency: currency.toLowerCase(),
    isTopup: false,
    selectedShippingOption: options.shippingOptionId ?? 'digital',
    ...(options.language ? { language: options.language } : {}),
    ...(options.bulkOrder ? { bulkOrder: options.bulkOrder } : {}),
  });
}

export async function createIntent(t: TestApp, slug: string, amount: number, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Payment/CreatePaymentIntent',
    headers: hostOf(slug),
    payload: { amount, currency: 'usd', ...extra },
  });
  return { res, ...(res.json() as { paymentIntentId: string; clientSecret: string }) };
}

/**
 * The order cookies the server gave at validation, per payment intent id, as the buying browser
 * keeps them: orderDetails sends them back, so it sees what the buyer sees.
 */
const buyerCookies = new Map<string, string>();

/** Keeps the order cookie of a response (ValidateOrder, PlaceOrder, OpenOrder) for the payment. */
export function keepOrderCookie(res: { cookies: { name: string; value: string }[] }, paymentIntentId: string): void {
  const cookie = res.cookies.find((c) => c.name.startsWith('gf_order_'));
  if (cookie) buyerCookies.set(paymentIntentId, `${cookie.name}=${cookie.value}`);
}

export const validate = async (t: TestApp, slug: string, payload: unknown) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Payment/ValidateOrder',
    headers: hostOf(slug),
    payload: payload as object,
  });
  const paymentIntentId = (payload as { paymentIntentId?: string | null }).paymentIntentId;
  if (paymentIntentId) keepOrderCookie(res, paymentIntentId);
  return res;
};

export const confirm = (
  t: TestApp,
  slug: string,
  intent: { paymentIntentId: string; clientSecret: string },
  card = VISA,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Payment/Sandbox/Confirm',
    headers: hostOf(slug),
    payload: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card,
      billingDetails: { name: 'Ada Lovelace' },
    },
  });

/** GetOrderDetails as the browser that validated the payment asks for it (with its order cookie, when it has one). */
export const orderDetails = (t: TestApp, slug: string, paymentIntentId: string) => {
  const cookie = buyerCookies.get(paymentIntentId);
  return t.app.inject({
    url: `/api/Payment/GetOrderDetails?paymentIntentId=${encodeURIComponent(paymentIntentId)}`,
    headers: { ...hostOf(slug), ...(cookie ? { cookie } : {}) },
  });
};

/** Create an intent, validate the payload against it and confirm with a card: the whole sandbox checkout. */
export async function checkout(t: TestApp, slug: string, picks: Pick[], options: PayloadOptions = {}, card = VISA) {
  const draft = await buildPayload(t, slug, picks, options);
  const intent = await createIntent(t, slug, Math.max(draft.totals.total, 1));
  const payload = { ...draft, paymentIntentId: intent.paymentIntentId };
  const validation = await validate(t, slug, payload);
  const confirmation = validation.statusCode === 200 ? await confirm(t, slug, intent, card) : null;
  return { intent, payload, validation, confirmation };
}

/** The invariant of the ledger: every card's balance equals the sum of its entries. */
export async function ledgerMatchesBalance(
  db: Database,
  giftCardId: string,
): Promise<{ balance: number; ledger: number }> {
  const [card] = await db
    .select({ balance: giftCards.balanceMinor })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId));
  return { balance: card!.balance, ledger: await ledgerSum(db, giftCardId) };
}

export async function ledgerKinds(db: Database, giftCardId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: giftCardLedger.kind })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(giftCardLedger.id);
  return rows.map((r) => r.kind);
}
