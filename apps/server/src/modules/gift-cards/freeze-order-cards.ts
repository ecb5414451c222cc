import type { Transaction } from '../../db/client.ts';
import { appendLedger } from './gift-card-ledger.ts';
import { voidOrderCardRows } from './gift-card-repository.ts';

/**
 * A refund or dispute made at the provider: the order's cards stop working at once, their
 * balances kept, so an owner who finds the money was not lost can reactivate them. Returns the
 * ids of the cards frozen now (cards already voided stay as they are).
 */
export async function freezeOrderCards(tx: Transaction, orderId: string, reason: string): Promise<string[]> {
  const frozen = await voidOrderCardRows(tx, orderId, reason);
  for (const id of frozen)
    await appendLedger(tx, { giftCardId: id, kind: 'void', amountMinor: 0, orderId, reason, channel: 'system' });
  return frozen;
}
