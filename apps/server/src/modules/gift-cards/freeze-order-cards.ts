import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { appendLedger } from './gift-card-ledger.ts';

/**
 * A refund or dispute made at the provider: the order's cards stop working at once, their
 * balances kept, so an owner who finds the money was not lost can reactivate them. Returns the
 * ids of the cards frozen now (cards already voided stay as they are).
 */
export async function freezeOrderCards(tx: Transaction, orderId: string, reason: string): Promise<string[]> {
  const frozen = await tx
    .update(giftCards)
    .set({ status: 'Voided', voidedReason: reason })
    .where(and(eq(giftCards.orderId, orderId), ne(giftCards.status, 'Voided')))
    .returning({ id: giftCards.id });
  for (const card of frozen) await appendLedger(tx, { giftCardId: card.id, kind: 'void', amountMinor: 0, orderId, reason, channel: 'system' });
  return frozen.map((card) => card.id);
}
