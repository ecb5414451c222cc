import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { findCardRow, lockCardRow, type GiftCardRow } from './gift-card-repository.ts';

/** Runs an action on one of the store's cards in a transaction, the card locked (404 when it is not the store's). */
export async function withLockedCard<T>(
  db: Database,
  storeId: string,
  id: string,
  action: (tx: Transaction, card: GiftCardRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const card = await lockCardRow(tx, storeId, id);
    if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
    return action(tx, card);
  });
}

/** The currency of one of the store's cards (it never changes), to decode a body's amount before the action. */
export async function currencyOfCard(db: Database, storeId: string, id: string): Promise<string> {
  const card = await findCardRow(db, storeId, id);
  if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
  return card.currency;
}
