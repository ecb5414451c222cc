import { codeEnding } from '@giftfront/domain/gift-card';
import { voucherCannotPayMessage } from '@giftfront/domain/voucher';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { refuse } from '../../lib/refuse.ts';
import { lockGiftCards, openHolds, type GiftCardRecord } from './hold-repository.ts';

export interface UsableGiftCard {
  card: GiftCardRecord;
  /** The balance plus what this intent already holds (re-validation gives that back first). */
  availableMinor: number;
}

/** Why a card cannot pay (product §8 promo texts; a voucher never pays, decision 0015), or null. `today` is YYYY-MM-DD in UTC. */
export function giftCardPaymentProblem(card: GiftCardRecord, currency: string, today: string): string | null {
  if (card.kind === 'voucher') return voucherCannotPayMessage(card.title?.trim() || 'an experience');
  // Printed card stock holds no money until it is activated at the counter (issue 31).
  if (card.status === 'Inactive')
    return 'This gift card has not been activated yet: it holds money once it is sold and activated at the counter.';
  if (card.status !== 'Active') return 'This gift card is not active';
  if (card.expiresOn && card.expiresOn < today) return 'This gift card has expired';
  if (card.currency !== currency) return `This gift card is in ${card.currency}; this store charges in ${currency}.`;
  return null;
}

/**
 * Locks and checks the cards a checkout pays with, and the cards this intent already holds,
 * so balances cannot change until the transaction ends.
 */
export async function resolveGiftCardPayments(
  tx: Executor,
  storeId: string,
  currency: string,
  payments: { giftCardId: string; codeEnding: string }[],
  ownIntentId: string | null,
  today: string,
): Promise<UsableGiftCard[]> {
  const ids = payments.map((p) => p.giftCardId);
  if (new Set(ids).size !== ids.length) throw refuse('This gift card is already applied');
  const held = ownIntentId ? await openHolds(tx, ownIntentId) : [];
  const cards = await lockGiftCards(tx, storeId, [...ids.filter(isUuid), ...held.map((h) => h.giftCardId)]);
  return payments.map((payment) => {
    const card = cards.find((c) => c.id === payment.giftCardId);
    if (!card) throw refuse(`The gift card ending ${payment.codeEnding || '????'} was not found.`);
    const problem = giftCardPaymentProblem(card, currency, today);
    if (problem) throw refuse(problem);
    const ownHold = held.filter((h) => h.giftCardId === card.id).reduce((sum, h) => sum + h.amountMinor, 0);
    const availableMinor = card.balanceMinor + ownHold;
    if (availableMinor <= 0) throw refuse('This gift card has no remaining balance');
    return { card, availableMinor };
  });
}

export const endingOf = (card: GiftCardRecord) => codeEnding(card.code);
