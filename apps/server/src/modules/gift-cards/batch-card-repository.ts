import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { giftCards } from '../../db/schema/index.ts';
import type { GiftCardRow } from './gift-card-repository.ts';
import { unusedCondition } from './ledger-read-model.ts';

/** What a batch's cards share; each has only its code of its own. */
export type BatchCardRow = Pick<
  typeof giftCards.$inferInsert,
  'storeId' | 'currency' | 'balanceMinor' | 'initialMinor' | 'promoBalanceMinor' | 'promoExpiresOn' | 'status'
> & { title: string; expiresOn: string | null; batchId: string };

/**
 * Inserts a batch's cards whose code the store does not have yet, in one statement: the codes
 * travel as two array parameters and unnest into rows (decision 0164), so 10,000 cards are not
 * 150,000 parameters to bind. The ids and normalised codes that went in.
 */
export async function insertBatchCardsUnlessCodeTaken(
  tx: Executor,
  shared: BatchCardRow,
  codes: Array<{ code: string; codeNormalized: string }>,
): Promise<Array<{ id: string; codeNormalized: string }>> {
  const result = await tx.execute(sql`
    insert into ${giftCards} (store_id, code, code_normalized, currency, balance_minor, initial_minor,
      promo_balance_minor, promo_expires_on, status, kind, source, title, delivery_method, expires_on, batch_id)
    select ${shared.storeId}::uuid, c.code, c.code_normalized, ${shared.currency}, ${shared.balanceMinor}::int,
      ${shared.initialMinor}::int, ${shared.promoBalanceMinor ?? 0}::int, ${shared.promoExpiresOn ?? null}::date,
      ${shared.status}, 'money', 'batch', ${shared.title}, 'Postal', ${shared.expiresOn}::date, ${shared.batchId}::uuid
    from unnest(${sql.param(codes.map((c) => c.code))}::text[], ${sql.param(codes.map((c) => c.codeNormalized))}::text[])
      as c(code, code_normalized)
    on conflict (store_id, code_normalized) do nothing
    returning id, code_normalized`);
  return rowsOf<{ id: string; code_normalized: string }>(result).map((row) => ({
    id: row.id,
    codeNormalized: row.code_normalized,
  }));
}

/** A batch's cards, oldest first, for its CSV and print sheet. */
export async function listBatchCards(db: Executor, storeId: string, batchId: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.batchId, batchId)))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.code));
}

export interface BatchCardFigures {
  issued: number;
  activated: number;
  spent: number;
  voided: number;
  unused: number;
  outstandingMinor: number;
}

export async function batchCardFigures(
  db: Executor,
  storeId: string,
  batchId: string,
  today: string,
): Promise<BatchCardFigures> {
  const [row] = await db
    .select({
      issued: sql<number>`count(*)::int`,
      activated: sql<number>`count(*) filter (where ${giftCards.status} <> 'Inactive' and (${giftCards.activatedAt} is not null or ${giftCards.initialMinor} > 0))::int`,
      spent: sql<number>`count(*) filter (where ${giftCards.status} in ('Active', 'Spent') and ${giftCards.initialMinor} > 0 and ${giftCards.balanceMinor} = 0)::int`,
      voided: sql<number>`count(*) filter (where ${giftCards.status} = 'Voided')::int`,
      unused: sql<number>`count(*) filter (where ${unusedCondition})::int`,
      outstandingMinor: sql<number>`coalesce(sum(${giftCards.balanceMinor}) filter (where ${giftCards.status} = 'Active' and (${giftCards.expiresOn} is null or ${giftCards.expiresOn} >= ${today})), 0)::int`,
    })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.batchId, batchId)));
  return row!;
}

/** Marks the batch's unused cards voided (their rows locked by the update) and returns them. */
export async function voidUnusedBatchCardRows(
  tx: Executor,
  storeId: string,
  batchId: string,
  reason: string,
): Promise<Array<{ id: string }>> {
  return tx
    .update(giftCards)
    .set({ status: 'Voided', voidedReason: reason })
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.batchId, batchId), unusedCondition))
    .returning({ id: giftCards.id });
}

/**
 * Activates card stock: only while the card is still Inactive, so of two tills activating one
 * card at once the second finds it already active (the update waits for the first's row lock,
 * then re-checks the condition) and changes nothing.
 */
export async function markCardActivated(
  tx: Executor,
  storeId: string,
  id: string,
  initialMinor: number,
  expiresOn: string | null,
): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'Active', initialMinor, activatedAt: sql`now()`, expiresOn })
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id), eq(giftCards.status, 'Inactive')))
    .returning();
  return row ?? null;
}
