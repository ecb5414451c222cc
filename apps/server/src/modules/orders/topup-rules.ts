import { TOPUP_MIN_AMOUNT } from '@giftfront/domain/constants';
import { currencyExponent, formatMoney, toMinor } from '@giftfront/domain/money';

export interface TopupCard {
  status: string;
  expiresOn: string | null;
  currency: string;
  balanceMinor: number;
}

/** Why this card cannot be topped up at all (issue 6), or null. `today` is YYYY-MM-DD (UTC). */
export function topupCardProblem(card: TopupCard, storeCurrency: string, today: string): string | null {
  // A card past its date is expired whatever status it was stored with, so the shopper hears the real reason.
  if (card.status === 'Expired' || (card.expiresOn !== null && card.expiresOn < today)) return 'This gift card has expired and cannot be topped up.';
  if (card.status !== 'Active') return 'This gift card is not active and cannot be topped up.';
  if (card.currency !== storeCurrency) return `This gift card is in ${card.currency}; this store charges in ${storeCurrency}.`;
  return null;
}

/**
 * Why this amount cannot be added to the card, or null (SPEC §5 Top-up: minimum 1, step 0.01;
 * the balance may not pass the store's maxGiftCardBalance).
 */
export function topupAmountProblem(amount: number, card: Pick<TopupCard, 'balanceMinor'>, currency: string, maxBalance: number): string | null {
  const digits = currencyExponent(currency);
  // toPrecision drops binary noise (0.1 + 0.2), so only a real third decimal is refused.
  if (!Number.isFinite(amount) || !Number.isInteger(Number((amount * 10 ** digits).toPrecision(15))))
    return digits === 0 ? 'The top-up amount must be a whole number.' : `The top-up amount can have at most ${digits} decimal places.`;
  const amountMinor = toMinor(amount, currency);
  const min = toMinor(TOPUP_MIN_AMOUNT, currency);
  if (amountMinor < min) return `The top-up amount must be at least ${formatMoney(min, currency)}.`;
  const maxMinor = toMinor(maxBalance, currency);
  const room = maxMinor - card.balanceMinor;
  if (amountMinor <= room) return null;
  return room > 0
    ? `This card can be topped up by at most ${formatMoney(room, currency)} (the maximum balance is ${formatMoney(maxMinor, currency)}).`
    : `This card is already at the maximum balance of ${formatMoney(maxMinor, currency)}.`;
}
