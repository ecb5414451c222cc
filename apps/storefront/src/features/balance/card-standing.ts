import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GIFT_CARD_MESSAGES, giftCardProblem, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { englishI18n } from '@/lib/i18n/lingui-runtime';
import { shopperMessage } from '@/lib/i18n/shopper-messages';
import { formatDay as formatExpiryDate } from '@/lib/i18n/dates';

/** How a found card stands on the balance page: a success only when it can still be used. */
export interface CardStanding {
  usable: boolean;
  /** Only a usable money card can be topped up: a voucher never is (decision 0015). */
  canTopUp: boolean;
  /** Why it cannot be used, in a sentence; null when it can. */
  warning: string | null;
}

/** Today as YYYY-MM-DD in UTC, the calendar the API's dates are written in. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

function voucherWarning(voucher: NonNullable<GiftCardLookup['voucher']>, i18n: I18n): string | null {
  switch (voucher.status) {
    case 'Valid':
      return null;
    case 'Used': {
      const date = formatExpiryDate(voucher.usedOn);
      return date ? i18n._(msg`This voucher was used on ${date}`) : i18n._(msg`This voucher has been used`);
    }
    case 'Expired':
      return i18n._(msg`This voucher has expired`);
    case 'Voided':
      return i18n._(msg`This voucher is no longer valid`);
  }
}

/**
 * An expired, voided, used or empty card is a warning, not a green success (and offers no top-up).
 * A money card's reasons are the checkout's own (giftCardProblem); a voucher (decision 0015) is
 * valid, used on a date, expired or voided.
 */
export function cardStanding(card: GiftCardLookup, today: string, i18n: I18n = englishI18n()): CardStanding {
  const problem = card.voucher
    ? voucherWarning(card.voucher, i18n)
    : card.status === 'Expired'
      ? GIFT_CARD_MESSAGES.expired
      : giftCardProblem(card, today);
  const warning = problem === null ? null : shopperMessage(problem, i18n);
  return { usable: warning === null, canTopUp: warning === null && !card.voucher, warning };
}
