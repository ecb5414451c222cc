/**
 * Where an order's cards are on their way to the buyer (zod-free: the storefront's confirmation
 * page reads it). Email orders are 'digital'; postal ones wait for shipment, collection ones for
 * the buyer to call.
 */
export const FULFILMENT_STATUSES = [
  'digital',
  'awaiting-shipment',
  'shipped',
  'awaiting-collection',
  'collected',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const FULFILMENT_STATUS_LABELS = {
  digital: 'Digital',
  'awaiting-shipment': 'Awaiting shipment',
  shipped: 'Shipped',
  'awaiting-collection': 'Awaiting collection',
  collected: 'Collected',
} as const satisfies Record<FulfilmentStatus, string>;

export function fulfilmentStatusOf(order: {
  deliveryMethod: string;
  shippedAt: unknown;
  collectedAt: unknown;
}): FulfilmentStatus {
  if (order.deliveryMethod === 'Postal') return order.shippedAt ? 'shipped' : 'awaiting-shipment';
  if (order.deliveryMethod === 'Collection') return order.collectedAt ? 'collected' : 'awaiting-collection';
  return 'digital';
}
