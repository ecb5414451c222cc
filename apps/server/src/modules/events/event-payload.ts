import { minorUnits, toMajor } from '@giftfront/domain/money';
import type { EventRow } from './event-repository.ts';

/** What an event's data holds in minor units, as the webhook's decimal (docs/decisions/0013: money leaves as decimals). */
interface CardData {
  giftCard?: { id: string; last4?: string; kind?: string; currency?: string; balanceMinor?: number };
  activity?: { amountMinor?: number; [key: string]: unknown };
  order?: { currency?: string; totalMinor?: number; giftCardsMinor?: number; [key: string]: unknown };
  refund?: { amountMinor?: number; [key: string]: unknown };
  [key: string]: unknown;
}

function decimalData(raw: Record<string, unknown>): Record<string, unknown> {
  const data = raw as CardData;
  const out: Record<string, unknown> = { ...data };
  if (data.giftCard) {
    const { balanceMinor, ...card } = data.giftCard;
    out.giftCard =
      card.currency !== undefined && balanceMinor !== undefined
        ? { ...card, balance: toMajor(minorUnits(balanceMinor), card.currency) }
        : card;
  }
  const cardCurrency = data.giftCard?.currency;
  if (data.activity && cardCurrency) {
    const { amountMinor, ...activity } = data.activity;
    out.activity = { ...activity, amount: toMajor(minorUnits(amountMinor ?? 0), cardCurrency), currency: cardCurrency };
  }
  if (data.order?.currency) {
    const { totalMinor, giftCardsMinor, ...order } = data.order;
    out.order = {
      ...order,
      total: toMajor(minorUnits(totalMinor ?? 0), data.order.currency),
      giftCards: toMajor(minorUnits(giftCardsMinor ?? 0), data.order.currency),
    };
    if (data.refund) {
      const { amountMinor, ...refund } = data.refund;
      out.refund = {
        ...refund,
        amount: toMajor(minorUnits(amountMinor ?? 0), data.order.currency),
        currency: data.order.currency,
      };
    }
  }
  return out;
}

export interface WebhookPayload {
  id: string;
  type: string;
  created: number;
  store: string;
  data: Record<string, unknown>;
}

/** {id, type, created, store, data}: the event's id for de-duplication, a card's sequence number beside its id. */
export function webhookPayload(event: EventRow, storeSlug: string): WebhookPayload {
  const data = decimalData(event.data);
  if (event.giftCardId && event.cardSequence !== null) data.sequence = event.cardSequence;
  if (event.orderId && !data.order) data.order = { id: event.orderId };
  return {
    id: event.id,
    type: event.type,
    created: Math.floor(event.occurredAt.getTime() / 1000),
    store: storeSlug,
    data,
  };
}
