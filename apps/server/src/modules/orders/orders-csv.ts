import { currencyExponent, minorUnits, toMajor } from '@giftfront/domain/money';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import type { OrderListItem } from '@giftfront/domain/admin/orders';
import { csvDocument } from '../../lib/csv.ts';

const HEADER = [
  'Order',
  'Placed',
  'Kind',
  'Buyer name',
  'Buyer email',
  'Items',
  'Total',
  'Currency',
  'Payment',
  'Fulfilment',
  'Needs review',
  'Disputed',
];

const decimal = (minor: number, currency: string) =>
  toMajor(minorUnits(minor), currency).toFixed(currencyExponent(currency));

/**
 * The orders list as a spreadsheet, as filtered (RFC 4180 and formula-safe through lib/csv.ts):
 * times on the store's clock ('2026-03-05 14:30'), totals as plain decimals of the order's currency.
 * Items hold minor units here.
 */
export function ordersCsv(orders: readonly OrderListItem[], timeZone: string): string {
  return csvDocument([
    HEADER,
    ...orders.map((order) => [
      order.reference,
      utcToWallTime(new Date(order.placedAt), timeZone).slice(0, 16).replace('T', ' '),
      order.kind === 'topup' ? `Top-up of •••• ${order.topupCardLast4 ?? ''}` : 'Order',
      order.buyer.name,
      order.buyer.email,
      String(order.items),
      decimal(order.total, order.currency),
      order.currency,
      order.paymentStatus,
      order.fulfilmentStatus,
      order.review ? 'Yes' : 'No',
      order.disputed ? 'Yes' : 'No',
    ]),
  ]);
}
