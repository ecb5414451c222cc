import type { Database } from '../../db/client.ts';
import { releaseIntentHolds } from '../gift-cards/index.ts';
import { intentsWithExpiredHolds } from '../gift-cards/index.ts';
import { lockIntent } from './intent-repository.ts';

/**
 * Gives back every hold whose time ran out (restoring balances with 'release' entries).
 * Exported for the jobs runner to call periodically; ValidateOrder also calls it in passing.
 * Each intent is its own short transaction, locked in the same order as a checkout
 * (intent, then cards), so it never deadlocks with one.
 */
export async function releaseExpiredHolds(db: Database, now: Date = new Date(), limit = 200): Promise<number> {
  const due = await intentsWithExpiredHolds(db, now, limit);
  let released = 0;
  for (const paymentIntentId of due) {
    released += await db.transaction(async (tx) => {
      await lockIntent(tx, paymentIntentId);
      return releaseIntentHolds(tx, paymentIntentId, 'hold expired', now);
    });
  }
  return released;
}
