/**
 * What happened to a store's cards, orders and deliveries (issue 28): every change writes one
 * event in the transaction that makes it. Zod-free: the server, the dashboard and the docs read
 * the same list.
 */
export const GIFT_CARD_EVENT_TYPES = [
  'gift_card.issued',
  /** Printed card stock given its money at the counter (decision 0160). */
  'gift_card.activated',
  'gift_card.loaded',
  'gift_card.redeemed',
  'gift_card.redemption_reversed',
  'gift_card.captured',
  'gift_card.adjusted',
  'gift_card.refunded',
  'gift_card.voided',
  'gift_card.reactivated',
  'gift_card.used',
  'gift_card.expired',
] as const;

export const ORDER_EVENT_TYPES = ['order.paid', 'order.refunded', 'order.disputed'] as const;

export const DELIVERY_EVENT_TYPES = [
  'delivery.sent',
  'delivery.bounced',
  'delivery.rescheduled',
  'delivery.recipient_changed',
] as const;

export const EVENT_TYPES = [...GIFT_CARD_EVENT_TYPES, ...ORDER_EVENT_TYPES, ...DELIVERY_EVENT_TYPES] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type GiftCardEventType = (typeof GIFT_CARD_EVENT_TYPES)[number];

/** A webhook endpoint may ask for one of these; they are the events' own types. */
export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);
