import { minorUnits } from '@giftfront/domain/money';
import { z } from 'zod';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { priceCheckout } from '@giftfront/domain/checkout-pricing';
import { discountCodeCodec } from '@giftfront/domain/discount';
import type { OrderValidationPayloadWire } from '@giftfront/domain/order';
import type { Executor } from '../../db/client.ts';
import { orderLanguage } from '../../lib/i18n/server-i18n.ts';
import { MAX_ORDER_UNITS, paymentLimitProblem } from '../../lib/payment-limits.ts';
import { resolveDiscounts } from '../discounts/index.ts';
import { toDiscountCode } from '../discounts/index.ts';
import { endingOf, resolveGiftCardPayments } from '../gift-cards/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { mismatch, refuse } from '../../lib/refuse.ts';
import { checkBulkOrderRows } from './bulk-order-rows.ts';
import { resolveOrderLines } from './resolve-order-lines.ts';
import { postalGiftShipTo } from './postal-gift-ship-to.ts';
import { resolveShipping } from './resolve-shipping.ts';
import type { ValidatedOrder } from '../payments/index.ts';

type SettingsInMinor = z.output<ReturnType<typeof publicStoreSettingsCodec>>;
const decodedSettings = new WeakMap<StoreRecord['settings'], SettingsInMinor>();

/**
 * The store's settings with their money in minor units, decoded once per settings object: the
 * store cache hands every request of the next 2 s the same one (issue 24: decoding them was a
 * zod parse of the whole settings on every ValidateOrder). Nothing writes to either.
 */
function settingsInMinor(settings: StoreRecord['settings']): SettingsInMinor {
  let decoded = decodedSettings.get(settings);
  if (!decoded) {
    decoded = z.decode(publicStoreSettingsCodec(settings.currencyCode), settings);
    decodedSettings.set(settings, decoded);
  }
  return decoded;
}

/**
 * Recomputes the whole order from the database and the store's settings (product §9 through
 * priceCheckout, the function the browser uses) and refuses a payload that disagrees anywhere.
 */
export async function priceOrderPayload(
  tx: Executor,
  store: StoreRecord,
  payload: OrderValidationPayloadWire,
  ownIntentId: string | null,
  now: Date,
): Promise<ValidatedOrder> {
  const { settings } = store;
  const currency = settings.currencyCode;
  if (payload.cart.length === 0) throw refuse('Your cart is empty.');
  const units = payload.cart.reduce((sum, line) => sum + line.quantity, 0);
  if (units > MAX_ORDER_UNITS)
    throw refuse(`An order can hold at most ${MAX_ORDER_UNITS} gift cards and vouchers; this one has ${units}.`);
  if (payload.bulkOrder) await checkBulkOrderRows(tx, store, payload.cart, now);

  const { lines, taxClassIds, shippingEnabled } = await resolveOrderLines(tx, store, payload.cart);
  const discounts = await resolveDiscounts(
    tx,
    store.id,
    payload.discounts.map((d) => d.code),
    units,
    now,
    {
      subtotalMinor: lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0),
      currency,
      email: payload.customer.email,
      productIds: lines.map((line) => line.productId),
    },
  );
  const customer = postalGiftShipTo(settings, payload.selectedShippingOption, payload.cart, payload.customer);
  const shippingOption = resolveShipping(settings, payload.selectedShippingOption, customer, shippingEnabled);
  const cards = await resolveGiftCardPayments(
    tx,
    store.id,
    currency,
    payload.giftCardPayments,
    ownIntentId,
    now.toISOString().slice(0, 10),
  );

  // priceCheckout takes minor units: the settings' decimals are decoded as the storefront decodes them.
  const pricing = priceCheckout({
    settings: settingsInMinor(settings),
    lines: lines.map((line, i) => ({
      unitPriceMinor: minorUnits(line.unitPriceMinor),
      quantity: line.quantity,
      taxClassId: taxClassIds[i],
      productId: line.productId,
    })),
    discountCodes: discounts.map((row) => toDiscountCode(row, now)),
    shippingOptionId: shippingOption?.id ?? null,
    giftCards: cards.map(({ card, availableMinor }) => ({
      giftCardId: card.id,
      availableMinor: minorUnits(availableMinor),
    })),
  });

  const { totals } = pricing;
  const tooLarge = paymentLimitProblem(Math.max(totals.subtotal, totals.total + totals.giftCards), currency);
  if (tooLarge) throw refuse(`This order is too large. ${tooLarge}`);

  const problems = [
    ...pricing.fees.map((fee) => {
      const sent = payload.fees.find((f) => f.id === fee.id);
      return sent ? mismatch(`Fee "${fee.name}"`, fee.amountMinor, sent.amount, currency) : null;
    }),
    ...payload.giftCardPayments.map((payment, i) =>
      mismatch(
        `Gift card ending ${endingOf(cards[i]!.card)}`,
        pricing.giftCards[i]!.amountMinor,
        payment.amountPaid,
        currency,
      ),
    ),
    mismatch('Subtotal', totals.subtotal, payload.totals.subtotal, currency),
    mismatch('Discount', totals.discount, payload.totals.discount, currency),
    mismatch('Shipping', totals.shipping, payload.totals.shipping, currency),
    mismatch('Fees', totals.fees, payload.totals.fees, currency),
    payload.totals.tax === undefined ? null : mismatch('Tax', totals.tax, payload.totals.tax, currency),
    mismatch('Gift cards', totals.giftCards, payload.totals.giftCards, currency),
    mismatch('Total', totals.total, payload.totals.total, currency),
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw refuse(problems.join('; '));

  return {
    kind: 'order',
    currency,
    language: orderLanguage(payload.language, store.settings),
    customer,
    lines,
    shippingOption: shippingOption
      ? {
          id: shippingOption.id,
          name: shippingOption.name,
          deliveryMethod: shippingOption.deliveryMethod,
          priceMinor: totals.shipping,
        }
      : null,
    discounts: discounts.map((row) => {
      // The validated snapshot keeps a code's amount as the API's decimal (stored intents read it so).
      const { code, discountType, amount } = z.encode(discountCodeCodec(currency), toDiscountCode(row, now));
      return { discountCodeId: row.id, code, discountType, amount };
    }),
    fees: pricing.fees,
    giftCards: pricing.giftCards
      .map((applied, i) => ({
        giftCardId: applied.giftCardId,
        codeEnding: endingOf(cards[i]!.card),
        amountMinor: applied.amountMinor,
      }))
      .filter((card) => card.amountMinor > 0),
    totals,
    bulk: payload.bulkOrder ? { codesToBuyer: payload.bulkOrder.codesToBuyer } : null,
  };
}
