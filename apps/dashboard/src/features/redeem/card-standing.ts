import type { GiftCardDetail } from '@giftfront/domain/admin/gift-cards';
import { formatDateTime, formatDay } from '@/lib/format-date';

type Standing = Pick<GiftCardDetail, 'status' | 'kind' | 'expiresOn' | 'used' | 'voidedReason'>;

/** Why nothing can be taken from this card, said plainly; null when it can be redeemed. */
export function whyNotRedeemable(card: Standing, timeZone: string): string | null {
  switch (card.status) {
    case 'Active':
      return null;
    case 'Inactive':
      return 'This card was printed as stock and has not been activated yet: use Activate card with the amount the customer paid.';
    case 'Spent':
      return 'This gift card is spent: there is nothing left on it.';
    case 'Expired':
      return card.expiresOn
        ? `This gift card expired on ${formatDay(card.expiresOn)}. It cannot be redeemed.`
        : 'This gift card has expired. It cannot be redeemed.';
    case 'Voided':
      return `This gift card was voided${card.voidedReason ? ` (${card.voidedReason})` : ''}. It cannot be redeemed.`;
    case 'Used':
      return card.used
        ? `This voucher was already used on ${formatDateTime(card.used.at, timeZone)} by ${card.used.by}.`
        : 'This voucher was already used.';
  }
}
