import {
  DELIVERY_EVENT_TYPES,
  GIFT_CARD_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  type EventType,
} from '@giftfront/domain/events';

/** The event types as owners choose them, in groups with words beside the wire names. */
export const EVENT_GROUPS: { legend: string; types: readonly EventType[] }[] = [
  { legend: 'Gift cards', types: GIFT_CARD_EVENT_TYPES },
  { legend: 'Orders', types: ORDER_EVENT_TYPES },
  { legend: 'Emails to buyers and recipients', types: DELIVERY_EVENT_TYPES },
];

export const EVENT_LABELS: Record<EventType, string> = {
  'gift_card.issued': 'Issued',
  'gift_card.activated': 'Activated at the counter (printed card stock)',
  'gift_card.loaded': 'Topped up',
  'gift_card.redeemed': 'Redeemed (also held at checkout)',
  'gift_card.redemption_reversed': 'Redemption reversed (also a hold released)',
  'gift_card.captured': 'Paid at checkout',
  'gift_card.adjusted': 'Balance adjusted',
  'gift_card.refunded': 'Refunded',
  'gift_card.voided': 'Voided',
  'gift_card.reactivated': 'Reactivated',
  'gift_card.used': 'Voucher marked as used',
  'gift_card.expired': 'Expired',
  'order.paid': 'Paid',
  'order.refunded': 'Refunded',
  'order.disputed': 'Disputed',
  'delivery.sent': 'Sent',
  'delivery.bounced': 'Bounced',
  'delivery.rescheduled': 'Rescheduled',
  'delivery.recipient_changed': 'Recipient changed',
};
