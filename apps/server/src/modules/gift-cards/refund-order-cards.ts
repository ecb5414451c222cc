import { codeEnding } from '@giftfront/domain/gift-card';
import type { Transaction } from '../../db/client.ts';
import { changeBalance } from './gift-card-ledger.ts';
import { updateCardRow } from './gift-card-repository.ts';
import { REFUND_VOID_REASON_PREFIX } from '@giftfront/domain/gift-card-status';

/** A card an order issued, with the value of it a refund may still take back. */
export interface RefundableCard {
  id: string;
  code: string;
  /** What it holds of paid money (its bonus credit is not counted: never refunded, decision 0145). */
  balanceMinor: number;
  /** Its bonus credit, which goes with the card when a refund voids it. */
  promoMinor?: number;
  /** Its value not yet taken back by an earlier refund. */
  valueMinor: number;
}

export interface CardTake {
  card: RefundableCard;
  takeMinor: number;
}

/**
 * How a refund of `valueMinor` falls on the cards (docs/decisions/0020): first what each card
 * still holds, so a smaller refund never touches a spent card; then, only if more is refunded,
 * value the cards no longer hold (the loss).
 */
export function planCardTakes(cards: RefundableCard[], valueMinor: number): CardTake[] {
  const takes = new Map<string, number>();
  let left = valueMinor;
  for (const reach of [
    (c: RefundableCard) => Math.min(c.balanceMinor, c.valueMinor),
    (c: RefundableCard) => c.valueMinor,
  ]) {
    for (const card of cards) {
      const taken = takes.get(card.id) ?? 0;
      const more = Math.min(left, reach(card) - taken);
      if (more > 0) takes.set(card.id, taken + more);
      left -= Math.max(more, 0);
    }
  }
  return cards.filter((card) => takes.has(card.id)).map((card) => ({ card, takeMinor: takes.get(card.id)! }));
}

/** The cards a plan takes more from than they hold, each with what it holds: the 409's list. */
export const spentBelow = (takes: CardTake[]) =>
  takes
    .filter(({ card, takeMinor }) => takeMinor > card.balanceMinor)
    .map(({ card, takeMinor }) => ({
      id: card.id,
      last4: codeEnding(card.code),
      balance: card.balanceMinor,
      toRefund: takeMinor,
    }));

/** The most a plan can take from the cards without a loss. */
export const coveredByBalances = (cards: RefundableCard[]) =>
  cards.reduce((sum, card) => sum + Math.min(card.balanceMinor, card.valueMinor), 0);

/**
 * Takes each card's share back through the ledger: a card left with nothing is voided with the
 * reason, one still holding money is reduced. Returns the loss: value taken beyond balances.
 */
export async function takeBackCardValue(
  tx: Transaction,
  takes: CardTake[],
  context: { orderId: string; actor: string; reason: string },
): Promise<number> {
  let loss = 0;
  for (const { card, takeMinor } of takes) {
    const reduction = Math.min(takeMinor, card.balanceMinor);
    loss += takeMinor - reduction;
    const emptied = reduction === card.balanceMinor;
    const entry = {
      giftCardId: card.id,
      orderId: context.orderId,
      actor: context.actor,
      reason: `${REFUND_VOID_REASON_PREFIX}${context.reason}`,
      channel: 'system' as const,
    };
    // A voided card loses its bonus with its paid part; a reduced one keeps it (paid is taken first).
    const promo = emptied ? (card.promoMinor ?? 0) : 0;
    if (
      (reduction > 0 || emptied) &&
      !(await changeBalance(tx, {
        ...entry,
        kind: emptied ? 'void' : 'refund',
        amountMinor: -(reduction + promo),
        ...(emptied ? { promotionalMinor: -promo } : {}),
      }))
    )
      throw new Error(`Card ${card.id} changed under the order's lock`);
    if (emptied)
      await updateCardRow(tx, card.id, {
        status: 'Voided',
        voidedReason: `${REFUND_VOID_REASON_PREFIX}${context.reason}`,
      });
  }
  return loss;
}

interface PayingCards {
  id: string;
  pricing: Record<string, unknown>;
}

/**
 * The gift card part of a refund goes back to the cards that paid for the order, in the order
 * they paid, each up to what it paid; `returnedBefore` is what earlier refunds gave them back.
 */
export async function returnToPayingCards(
  tx: Transaction,
  order: PayingCards,
  returnedBefore: number,
  amountMinor: number,
  context: { actor: string; reason: string },
): Promise<void> {
  const paid = (order.pricing.giftCards ?? []) as { giftCardId: string; amountMinor: number }[];
  let skip = returnedBefore;
  let left = amountMinor;
  for (const card of paid) {
    const alreadyBack = Math.min(skip, card.amountMinor);
    skip -= alreadyBack;
    const back = Math.min(left, card.amountMinor - alreadyBack);
    if (back <= 0) continue;
    left -= back;
    await changeBalance(tx, {
      giftCardId: card.giftCardId,
      kind: 'refund',
      amountMinor: back,
      orderId: order.id,
      actor: context.actor,
      reason: `${REFUND_VOID_REASON_PREFIX}${context.reason}`,
      channel: 'system',
    });
  }
  if (left > 0) throw new Error(`Order ${order.id}: ${left} of the gift card part has no paying card to go back to`);
}
