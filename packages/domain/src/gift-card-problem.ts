import type { GiftCardLookup } from './gift-card.ts';
import { voucherCannotPayMessage } from './voucher.ts';

/** Why a gift card cannot pay (the storefront translates each by its key, decision 0125). */
export const GIFT_CARD_MESSAGES = {
  noBalance: 'This gift card has no remaining balance',
  expired: 'This gift card has expired',
  notActive: 'This gift card is not active',
} as const;

/** A gift card can pay when active, unexpired and with balance (product §5 Promo input); a voucher never can. */
export function giftCardProblem(
  card: Pick<GiftCardLookup, 'balance' | 'expiresOn' | 'status' | 'voucher'>,
  today: string,
): string | null {
  if (card.voucher) return voucherCannotPayMessage(card.voucher.product);
  if (!(card.balance > 0)) return GIFT_CARD_MESSAGES.noBalance;
  if (card.expiresOn && card.expiresOn.slice(0, 10) < today) return GIFT_CARD_MESSAGES.expired;
  if (card.status !== 'Active') return GIFT_CARD_MESSAGES.notActive;
  return null;
}
