import { maskGiftCardCode } from '@giftfront/domain/gift-card';
import { csvDocument } from '../../lib/csv.ts';
import type { DormantCard } from './dormancy-read-model.ts';
import { plainDecimal } from './plain-decimal.ts';

/** The dormancy report as CSV: one card a row, its code masked (the card id identifies it), buyer and recipient. */
export function dormancyCsv(cards: DormantCard[]): string {
  return csvDocument([
    [
      'Card id',
      'Code',
      'Balance',
      'Currency',
      'Issued on',
      'Last activity',
      'Expires on',
      'Buyer name',
      'Buyer email',
      'Recipient name',
      'Recipient email',
      'Order',
    ],
    ...cards.map((card) => [
      card.id,
      maskGiftCardCode(card.code),
      plainDecimal(card.balanceMinor, card.currency),
      card.currency,
      card.issuedAt.toISOString().slice(0, 10),
      card.lastActivityAt.toISOString().slice(0, 10),
      card.expiresOn ?? '',
      card.buyerName ?? '',
      card.buyerEmail ?? '',
      card.recipientName ?? '',
      card.recipientEmail ?? '',
      card.orderReference ?? '',
    ]),
  ]);
}
