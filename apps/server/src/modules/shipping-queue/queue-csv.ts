import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { csvDocument } from '../../lib/csv.ts';
import { itemsText } from './fulfilment-order.ts';

const HEADER = [
  'Order number',
  'Recipient',
  'Company',
  'Address line 1',
  'Address line 2',
  'City',
  'State/Region',
  'Postcode',
  'Country',
  'Mobile number',
  'Shipping method',
  'Sender',
  'Items',
];

/**
 * The queue for a mailing house: one row per order, each part of the address in its own column
 * (issue 25 defect 9: the city in City, never in an address line; the state or county in its own
 * column; the shipping method chosen), addressed to the recipient with the buyer as the sender.
 */
export function queueCsv(orders: FulfilmentOrder[]): string {
  const rows = orders.map((order) => [
    order.reference,
    order.recipient,
    order.company ?? '',
    order.street ?? '',
    order.street2 ?? '',
    order.city ?? '',
    order.region ?? '',
    order.postcode ?? '',
    order.country ?? '',
    order.mobileNumber ?? '',
    order.shippingOptionName ?? '',
    order.buyerName,
    itemsText(order),
  ]);
  return csvDocument([HEADER, ...rows]);
}
