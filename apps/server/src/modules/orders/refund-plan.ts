import { formatMoney, minorUnits } from '@giftfront/domain/money';
import { conflict, invalid } from '../../lib/domain-errors.ts';
import {
  coveredByBalances,
  planCardTakes,
  spentBelow,
  type CardTake,
  type RefundableCard,
} from '../gift-cards/index.ts';
import { paidMinor } from './order-statuses.ts';

export interface RefundFacts {
  order: { totalMinor: number; giftCardsMinor: number; currency: string };
  lines: { id: string; productName: string; lineTotalMinor: number }[];
  /** The order's cards, with the line each came from. */
  cards: (RefundableCard & { lineId: string | null })[];
  /** What earlier refunds gave back, in all and through the provider. */
  refundedMinor: number;
  providerRefundedMinor: number;
}

export interface RefundAsk {
  amountMinor?: number;
  lineIds?: string[];
  acceptLoss?: boolean;
}

export interface RefundPlan {
  amountMinor: number;
  /** The provider's part: never more than is left of what it captured. */
  providerMinor: number;
  /** The rest, back to the gift cards that paid for the order. */
  giftCardsMinor: number;
  takes: CardTake[];
  lineIds: string[];
}

/**
 * What an owner's refund does (docs/decisions/0020): its amount (asked, or the chosen lines'
 * value, or all that is left), capped by what is left; the value taken back from the refunded
 * lines' cards (every card without lines); the provider's part first, then the gift cards'.
 */
export function planRefund(facts: RefundFacts, ask: RefundAsk): RefundPlan {
  const money = (minor: number) => formatMoney(minorUnits(minor), facts.order.currency);
  const left = paidMinor(facts.order) - facts.refundedMinor;
  if (left <= 0) throw conflict('This order has been refunded in full.');
  const lineIds = [...new Set(ask.lineIds ?? [])];
  const lines = lineIds.map((id) => {
    const line = facts.lines.find((l) => l.id === id);
    if (!line) throw invalid(`lineIds: ${id} is not a line of this order`);
    return line;
  });
  const cards = facts.cards.filter((card) => lineIds.length === 0 || lineIds.includes(card.lineId ?? ''));
  for (const line of lines) {
    const lineCards = cards.filter((card) => card.lineId === line.id);
    if (lineCards.length > 0 && lineCards.every((card) => card.valueMinor === 0))
      throw conflict(`${line.productName} was refunded already.`);
  }
  const asked =
    ask.amountMinor ??
    (lines.length
      ? Math.min(
          left,
          lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
        )
      : left);
  if (asked > left) throw invalid(`amount must be at most ${money(left)}, what is left to refund`);
  const cardValue = Math.min(
    asked,
    cards.reduce((sum, card) => sum + card.valueMinor, 0),
  );
  const takes = planCardTakes(cards, cardValue);
  const spent = spentBelow(takes);
  if (spent.length > 0 && !ask.acceptLoss)
    throw new SpentBelowRefundError(spent, asked - cardValue + coveredByBalances(cards));
  const providerMinor = Math.min(asked, facts.order.totalMinor - facts.providerRefundedMinor);
  return { amountMinor: asked, providerMinor, giftCardsMinor: asked - providerMinor, takes, lineIds };
}

/** Cards spent below what the refund takes back from them: the owner refunds less or accepts the loss. */
export class SpentBelowRefundError extends Error {
  constructor(
    readonly spentCards: ReturnType<typeof spentBelow>,
    readonly refundableWithoutLoss: number,
  ) {
    const names = spentCards.map((card) => `card ending ${card.last4}`).join(', ');
    super(
      `Already spent: ${names} no longer holds what this refund takes back. Refund less, or refund anyway and record the loss.`,
    );
  }
}
