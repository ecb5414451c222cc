import { minorUnits } from '@giftfront/domain/money';
import { z } from 'zod';
import { publicStoreSettingsCodecFor } from '@giftfront/domain/branding';
import { checkoutFees, priceCheckout } from '@giftfront/domain/checkout-pricing';
import { orderValidationPayloadCodec } from '@giftfront/domain/order';
import type { Product } from '@giftfront/domain/product';
import { storeFileSchema, type StoreFile } from '@giftfront/domain/store-file';

/** The benches' store: one $25 card, so every order is the same work. */
export const benchStoreFile = (slug: string): StoreFile =>
  storeFileSchema.parse({
    slug,
    company: { name: 'Bench Gifts' },
    products: [
      { slug: 'classic', name: 'Classic', type: 'GiftCard', denominations: [{ id: 'd25', price: 25, label: '$25' }] },
    ],
  });

/** One API call as the bench makes it: in-process (app.inject) or over HTTP. */
export type BenchRequest = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => Promise<{ status: number; body: string }>;

/**
 * A shopper's checkout of one $25 card, as the storefront makes it: the order priced in minor
 * units and encoded to the API's decimals, then create intent → ValidateOrder → Sandbox/Confirm
 * (which fulfils). Returns a function placing one such order; it throws on any refusal.
 */
export async function prepareCheckout(request: BenchRequest): Promise<() => Promise<void>> {
  const answer: unknown = JSON.parse((await request('GET', '/api/Store/StoreSettings')).body);
  const settings = z.decode(publicStoreSettingsCodecFor(answer), answer as never);
  const product = (JSON.parse((await request('GET', '/api/Store/Products')).body) as Product[])[0]!;
  const pricing = priceCheckout({ settings, lines: [{ unitPriceMinor: minorUnits(2500), quantity: 1 }] });
  const payload = z.encode(orderValidationPayloadCodec('USD'), {
    customer: { firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.com' },
    cart: [
      {
        productId: product.id,
        denominationId: 'd25',
        productName: product.name,
        denominationLabel: '$25',
        quantity: 1,
        price: minorUnits(2500),
        lineTotal: minorUnits(2500),
      },
    ],
    discounts: [],
    giftCardPayments: [],
    totals: pricing.totals,
    fees: checkoutFees(pricing),
    currency: 'usd',
    isTopup: false,
    selectedShippingOption: 'digital',
  });
  return async () => {
    const intent = JSON.parse(
      (await request('POST', '/api/Payment/CreatePaymentIntent', { amount: 25, currency: 'usd' })).body,
    ) as { paymentIntentId: string; clientSecret: string };
    const validated = await request('POST', '/api/Payment/ValidateOrder', {
      ...payload,
      paymentIntentId: intent.paymentIntentId,
    });
    const confirmed = await request('POST', '/api/Payment/Sandbox/Confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    if (validated.status !== 200 || confirmed.status !== 200)
      throw new Error(`checkout failed: ${validated.body} ${confirmed.body}`);
  };
}

export interface LoadFigures {
  orders: number;
  seconds: number;
  p50: number;
  p95: number;
}

/** `concurrency` shoppers placing orders one after another until `orders` are placed (spread over `placers` round-robin). */
export async function placeOrders(
  placers: (() => Promise<void>)[],
  orders: number,
  concurrency: number,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, shopper) => {
      const place = placers[shopper % placers.length]!;
      while (next < orders) {
        next += 1;
        const begun = performance.now();
        await place();
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return { orders, seconds, p50: pct(0.5), p95: pct(0.95) };
}
