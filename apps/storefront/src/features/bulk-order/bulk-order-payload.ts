import { ZERO_MINOR } from '@giftfront/domain/money';
import { parseBulkAmount, type BulkRow } from '@giftfront/domain/bulk-order';
import { CUSTOM_DENOMINATION_PREFIX } from '@giftfront/domain/cart';
import {
  checkoutFees,
  priceCheckout,
  type CheckoutPricing,
  type CheckoutSettings,
} from '@giftfront/domain/checkout-pricing';
import { DIGITAL_SHIPPING_ID } from '@giftfront/domain/constants';
import type { OrderCustomer } from '@giftfront/domain/customer-form';
import { zonedDateTimeToUtcIso } from '@giftfront/domain/gift-details';
import type { OrderValidationPayload } from '@giftfront/domain/order';
import type { Product } from '@giftfront/domain/product';

export interface BulkOrder {
  product: Product;
  settings: CheckoutSettings;
  /** Every row already valid (checkBulkRows found nothing). */
  rows: BulkRow[];
  timeZone: string;
  codesToBuyer: boolean;
}

const amountOf = (row: BulkRow, currency: string) => parseBulkAmount(row.amount, currency) ?? ZERO_MINOR;

/** product §9 pricing of one line per recipient, through the function the server decides with. */
export function priceBulkOrder(order: BulkOrder): CheckoutPricing {
  const currency = order.settings.currencyCode;
  return priceCheckout({
    settings: order.settings,
    lines: order.rows.map((row) => ({
      unitPriceMinor: amountOf(row, currency),
      quantity: 1,
      taxClassId: order.product.taxClassId ?? null,
    })),
    discountCodes: [],
    shippingOptionId: DIGITAL_SHIPPING_ID,
    giftCards: [],
  });
}

/**
 * The order validation payload of a 'Send to many' order: one line per recipient, each with its
 * gift details on the recipients' clock, marked bulkOrder so the server checks every row again.
 */
export function bulkOrderPayload(
  order: BulkOrder,
  customer: OrderCustomer,
  paymentIntentId: string | null,
): OrderValidationPayload {
  const { product, settings, timeZone } = order;
  const currency = settings.currencyCode;
  const pricing = priceBulkOrder(order);
  return {
    paymentIntentId,
    customer,
    cart: order.rows.map((row) => {
      const price = amountOf(row, currency);
      const option = product.denominations.find((d) => d.price === price);
      const date = row.date.trim();
      const time = row.time.trim();
      return {
        productId: product.id,
        denominationId: option?.id ?? (product.denominations.length ? CUSTOM_DENOMINATION_PREFIX : 'price'),
        productName: product.name,
        denominationLabel: option?.label ?? '',
        title: product.name,
        quantity: 1,
        price,
        lineTotal: price,
        imageUrl: product.imageSrc ?? null,
        themeId: null,
        giftDetails: {
          recipientName: row.name.trim(),
          recipientEmail: row.email.trim(),
          message: row.message,
          senderName: null,
          scheduledDate: date,
          scheduledTime: time,
          scheduledDateTimeUtc: date && time ? zonedDateTimeToUtcIso(date, time, timeZone) : null,
          timeZone,
        },
      };
    }),
    bulkOrder: { codesToBuyer: order.codesToBuyer },
    discounts: [],
    giftCardPayments: [],
    totals: pricing.totals,
    fees: checkoutFees(pricing),
    currency: pricing.currency,
    isTopup: false,
    topupGiftCardId: null,
    selectedShippingOption: DIGITAL_SHIPPING_ID,
  };
}
