import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import type { QueueLineRow, QueueOrderRow } from './queue-repository.ts';

interface StoredAddress {
  name?: string | null;
  company?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  postcode?: string | null;
  country?: string | null;
  mobileNumber?: string | null;
}

const filled = (values: (string | null | undefined)[]) => values.map((value) => value?.trim() ?? '').filter(Boolean);

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
    addressLines: filled([address.company, address.address, address.address2, address.city]),
    postcode: address.postcode?.trim() || null,
    country: address.country?.trim() || null,
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
