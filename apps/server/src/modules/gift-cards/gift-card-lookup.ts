import { toMajor } from '@giftfront/domain/money';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import type { GiftCardLookupRow } from './gift-card-repository.ts';

/** Today as YYYY-MM-DD in UTC, the calendar expiry dates are compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * An Active card whose expiry date has passed is reported 'Expired' (docs/decisions/0005): the
 * answer tells the truth even before any job updates the stored status. A card is usable
 * through its expiry day. Other stored statuses (Inactive, Redeemed) are reported as they are.
 */
export function reportedStatus(row: Pick<GiftCardLookupRow, 'status' | 'expiresOn'>, today: string): string {
  return row.status === 'Active' && row.expiresOn !== null && row.expiresOn < today ? 'Expired' : row.status;
}

/** SPEC §3 Gift card (lookup): the balance in decimals of the card's currency. */
export function toGiftCardLookup(row: GiftCardLookupRow, today: string): GiftCardLookup {
  return {
    id: row.id,
    code: row.code,
    balance: toMajor(row.balanceMinor, row.currency),
    isoCurrencyCode: row.currency,
    expiresOn: row.expiresOn,
    recipientEmailAddress: row.recipientEmail,
    status: reportedStatus(row, today),
  };
}
