import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { addressLines } from '@giftfront/domain/address-format';
import type { QueueLineRow, QueueOrderRow } from './queue-read-model.ts';

interface StoredAddress {
  name?: string | null;
  company?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  country?: string | null;
  mobileNumber?: string | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** An order as the queue, the packing slip and the mailing house's file show it. */
export function toFulfilmentOrder(order: QueueOrderRow, lines: QueueLineRow[]): FulfilmentOrder {
  const customer = order.customer as {
    firstName?: string;
    lastName?: string;
    email?: string;
    mobileNumber?: string | null;
  };
  const address = (order.shippingAddress ?? {}) as StoredAddress;
  const buyerName = `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim();
  return {
    id: order.id,
    reference: order.reference,
    createdAt: order.createdAt.toISOString(),
    buyerName,
    buyerEmail: customer.email ?? '',
    shippingOptionName: order.shippingOptionName,
    recipient: address.name?.trim() || buyerName,
    // As the country's post writes it (decision 0080): 'SPRINGFIELD, IL 62704', 'LEEDS' then 'LS1 1AA'.
    addressLines: addressLines({ ...address, name: null }),
    company: text(address.company),
    street: text(address.address),
    street2: text(address.address2),
    city: text(address.city),
    region: text(address.region),
    postcode: text(address.postcode),
    country: text(address.country),
    mobileNumber: address.mobileNumber?.trim() || customer.mobileNumber?.trim() || null,
    items: lines.map((line) => ({
      productName: line.productName,
      denominationLabel: line.denominationLabel,
      quantity: line.quantity,
    })),
  };
}

export const itemsText = (order: FulfilmentOrder) =>
  order.items.map((item) => `${item.quantity} × ${item.productName} (${item.denominationLabel})`).join('; ');
