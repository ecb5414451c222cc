import { specStatus } from '@giftfront/domain/gift-card-status';
import { toMajor } from '@giftfront/domain/money';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import type { GiftCardLookupRow } from './gift-card-repository.ts';

/** Today as YYYY-MM-DD in UTC, the calendar expiry dates are compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** SPEC §3 Gift card (lookup): the balance in decimals of the card's currency. */
export function toGiftCardLookup(row: GiftCardLookupRow, today: string): GiftCardLookup {
  return {
    id: row.id,
    code: row.code,
    balance: toMajor(row.balanceMinor, row.currency),
    isoCurrencyCode: row.currency,
    expiresOn: row.expiresOn,
    recipientEmailAddress: row.recipientEmail,
    // Past its expiry date a card is Expired even before anything updates the stored status (decision 0005).
    status: specStatus(row, today),
  };
}
