import { minorUnits, ZERO_MINOR } from '@giftfront/domain/money';
import { z } from 'zod';
import { specStatus } from '@giftfront/domain/gift-card-status';
import {
  giftCardLookupCodec,
  type GiftCardLookup,
  type GiftCardLookupWire,
  type VoucherFacts,
} from '@giftfront/domain/gift-card';
import { voucherStatus } from '@giftfront/domain/voucher';
import { todayUtc } from '../../lib/dates.ts';
import type { GiftCardLookupRow } from './gift-card-lookup-read-model.ts';

// Callers in this module read today's date from here.
export { todayUtc };

/** What a voucher is for and how it stands (decision 0015); who marked it used stays in the dashboard. */
export function voucherFacts(
  row: Pick<GiftCardLookupRow, 'title' | 'option' | 'status' | 'expiresOn' | 'usedAt'>,
  today: string,
): VoucherFacts {
  const status = voucherStatus(row, today);
  return {
    product: row.title?.trim() || 'Voucher',
    option: row.option,
    status,
    usedOn: status === 'Used' && row.usedAt ? todayUtc(row.usedAt) : null,
  };
}

/**
 * product §3 Gift card (lookup): the balance in decimals of the card's currency (encoded from minor units by the codec). A voucher has no
 * money to spend, so its balance is 0 and it says what it is for instead.
 */
export function toGiftCardLookup(row: GiftCardLookupRow, today: string): GiftCardLookupWire {
  const spec = {
    id: row.id,
    code: row.code,
    balance: minorUnits(row.balanceMinor),
    isoCurrencyCode: row.currency,
    expiresOn: row.expiresOn,
    recipientEmailAddress: row.recipientEmail,
    // Past its expiry date a card is Expired even before anything updates the stored status (decision 0005).
    status: specStatus(row, today),
  };
  const inside: GiftCardLookup =
    row.kind === 'voucher'
      ? { ...spec, balance: ZERO_MINOR, kind: 'voucher', voucher: voucherFacts(row, today) }
      : row.promoBalanceMinor > 0
        ? { ...spec, bonus: { balance: minorUnits(row.promoBalanceMinor), expiresOn: row.promoExpiresOn } }
        : spec;
  return z.encode(giftCardLookupCodec(row.currency), inside);
}
