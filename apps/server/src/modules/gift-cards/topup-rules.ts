import { formatMoney, minorUnits, toMinor } from '@giftfront/domain/money';
import { topUpAmountProblem } from '@giftfront/domain/top-up';
import { voucherCannotTopUpMessage } from '@giftfront/domain/voucher';

export interface TopupCard {
  kind: string;
  title: string | null;
  status: string;
  expiresOn: string | null;
  currency: string;
  balanceMinor: number;
}

/** Why this card cannot be topped up at all, or null. `today` is YYYY-MM-DD (UTC). */
export function topupCardProblem(card: TopupCard, storeCurrency: string, today: string): string | null {
  // Decision 0015: a voucher is an experience, with no balance to add to.
  if (card.kind === 'voucher') return voucherCannotTopUpMessage(card.title?.trim() || 'an experience');
  // A card past its date is expired whatever status it was stored with, so the shopper hears the real reason.
  if (card.status === 'Expired' || (card.expiresOn !== null && card.expiresOn < today))
    return 'This gift card has expired and cannot be topped up.';
  if (card.status !== 'Active') return 'This gift card is not active and cannot be topped up.';
  if (card.currency !== storeCurrency)
    return `This gift card is in ${card.currency}; this store charges in ${storeCurrency}.`;
  return null;
}

/**
 * Why this amount cannot be added to the card, or null: the domain's top-up amount rule (product §5
 * Top-up: minimum 1, step 0.01; the balance may not pass the store's maxGiftCardBalance), in
 * the API's words.
 */
export function topupAmountProblem(
  amount: number,
  card: Pick<TopupCard, 'balanceMinor'>,
  currency: string,
  maxBalance: number,
): string | null {
  const problem = topUpAmountProblem(amount, {
    currency,
    balanceMinor: minorUnits(card.balanceMinor),
    maxBalanceMinor: toMinor(maxBalance, currency),
  });
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'too-many-decimals':
      return problem.digits === 0
        ? 'The top-up amount must be a whole number.'
        : `The top-up amount can have at most ${problem.digits} decimal places.`;
    case 'below-minimum':
      return `The top-up amount must be at least ${formatMoney(problem.minMinor, currency)}.`;
    case 'above-room':
      return `This card can be topped up by at most ${formatMoney(problem.roomMinor, currency)} (the maximum balance is ${formatMoney(problem.maxMinor, currency)}).`;
    case 'card-full':
      return `This card is already at the maximum balance of ${formatMoney(problem.maxMinor, currency)}.`;
  }
}
