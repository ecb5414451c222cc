import { codeEnding } from '@giftfront/domain/gift-card';
import type { Database } from '../../db/client.ts';
import { recordEvent } from '../events/index.ts';
import { claimPassedExpiries } from './ledger-write-repository.ts';

/**
 * `gift_card.expired` (issue 28, decision 0092): a card's expiry is a date passing, not a change
 * anyone makes, so a periodic task records it once the store's day is past the date, claiming
 * each card and date once across instances in the transaction that writes its event. The balance
 * stays on the card (an expired card keeps what it had; the liability report decides on it).
 * Returns how many were recorded.
 */
export async function recordPassedExpiries(db: Database, storeId: string, today: string, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const cards = await claimPassedExpiries(tx, storeId, today, limit);
    for (const card of cards)
      await recordEvent(tx, {
        storeId,
        type: 'gift_card.expired',
        giftCardId: card.id,
        data: {
          giftCard: {
            id: card.id,
            last4: codeEnding(card.code),
            kind: card.kind,
            currency: card.currency,
            balanceMinor: card.balanceMinor,
          },
          activity: { kind: 'expire', amountMinor: 0, channel: 'system', actor: null, expiresOn: card.expiresOn },
        },
      });
    return cards.length;
  });
}
