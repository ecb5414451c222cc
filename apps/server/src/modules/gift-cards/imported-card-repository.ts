import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';

/**
 * Inserts a carried-over card, or updates only what the file may change (status, expiry,
 * recipient) of one the store already has: its balance stays, its ledger is the truth.
 */
export async function upsertImportedCard(
  tx: Transaction,
  values: typeof giftCards.$inferInsert,
): Promise<{ id: string; inserted: boolean }> {
  const { status, voidedReason, expiresOn, recipientEmail } = values;
  const [row] = await tx
    .insert(giftCards)
    .values(values)
    .onConflictDoUpdate({
      target: [giftCards.storeId, giftCards.codeNormalized],
      set: { status, voidedReason, expiresOn, recipientEmail },
    })
    .returning({ id: giftCards.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, inserted: Boolean(row!.inserted) };
}
