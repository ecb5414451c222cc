import { currencyExponent, minorUnits, toMajor } from '@giftfront/domain/money';
import type { GiftCardSummary } from '@giftfront/domain/admin/gift-cards';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { csvDocument } from '../../../lib/csv.ts';

const HEADER = [
  'Card (last 4)',
  'Kind',
  'Status',
  'Product',
  'Balance',
  'Original value',
  'Currency',
  'Recipient name',
  'Recipient email',
  'Buyer email',
  'Order',
  'Expires',
  'Issued',
];

const decimal = (minor: number, currency: string) =>
  toMajor(minorUnits(minor), currency).toFixed(currencyExponent(currency));

/**
 * The gift card list as a spreadsheet, as filtered: never a code, only its last 4 (bearer money);
 * amounts as plain decimals of the card's currency, issue times on the store's clock. The cards'
 * balances are minor units here.
 */
export function cardsCsv(cards: readonly GiftCardSummary[], timeZone: string): string {
  return csvDocument([
    HEADER,
    ...cards.map((card) => [
      `•••• ${card.codeEnding}`,
      card.kind === 'voucher' ? 'Voucher' : 'Money card',
      card.status,
      card.productName ?? '',
      decimal(card.balance, card.currency),
      decimal(card.initialValue, card.currency),
      card.currency,
      card.recipientName ?? '',
      card.recipientEmail ?? '',
      card.buyerEmail ?? '',
      card.orderReference ?? '',
      card.expiresOn ?? '',
      utcToWallTime(new Date(card.issuedAt), timeZone).slice(0, 16).replace('T', ' '),
    ]),
  ]);
}
