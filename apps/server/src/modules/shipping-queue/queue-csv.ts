import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { itemsText } from './fulfilment-order.ts';

const HEADER = ['Order number', 'Recipient', 'Address line 1', 'Address line 2', 'Address line 3', 'Address line 4', 'Postcode', 'Country', 'Mobile number', 'Items'];

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; lines end CRLF.
 * A field starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula;
 * a plain number such as '+44 7700 900123' is left as it is (it computes nothing).
 */
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The queue for a mailing house: one row per order, four address lines whatever the order has. */
export function queueCsv(orders: FulfilmentOrder[]): string {
  const rows = orders.map((order) => {
    const lines = [...order.addressLines, '', '', '', ''].slice(0, 4);
    if (order.addressLines.length > 4) lines[3] = order.addressLines.slice(3).join(', ');
    return [order.reference, order.recipient, ...lines, order.postcode ?? '', order.country ?? '', order.mobileNumber ?? '', itemsText(order)];
  });
  return [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
