import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { csvDocument } from '../../lib/csv.ts';
import { itemsText } from './fulfilment-order.ts';

const HEADER = [
  'Order number',
  'Recipient',
  'Address line 1',
  'Address line 2',
  'Address line 3',
  'Address line 4',
  'Postcode',
  'Country',
  'Mobile number',
  'Items',
];

/** The queue for a mailing house: one row per order, four address lines whatever the order has. */
export function queueCsv(orders: FulfilmentOrder[]): string {
  const rows = orders.map((order) => {
    const lines = [...order.addressLines, '', '', '', ''].slice(0, 4);
    if (order.addressLines.length > 4) lines[3] = order.addressLines.slice(3).join(', ');
    return [
      order.reference,
      order.recipient,
      ...lines,
      order.postcode ?? '',
      order.country ?? '',
      order.mobileNumber ?? '',
      itemsText(order),
    ];
  });
  return csvDocument([HEADER, ...rows]);
}
