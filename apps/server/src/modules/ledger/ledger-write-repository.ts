import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';

export type NewLedgerRow = typeof giftCardLedger.$inferInsert;

/** What a card's event says about the card after an entry: never its code, only what identifies it to a person. */
export interface CardFacts {
  storeId: string;
  code: string;
  currency: string;
  kind: string;
  balanceMinor: number;
}

const factColumns = {
  storeId: giftCards.storeId,
  code: giftCards.code,
  currency: giftCards.currency,
  kind: giftCards.kind,
  balanceMinor: giftCards.balanceMinor,
};

export async function insertLedgerRow(db: Executor, row: NewLedgerRow): Promise<{ id: number }> {
  const [inserted] = await db.insert(giftCardLedger).values(row).returning({ id: giftCardLedger.id });
  return inserted!;
}

/** Adds amountMinor to the card's balance unless that would take it below zero; null when it would. */
export async function addToBalanceIfCovered(
  db: Executor,
  giftCardId: string,
  amountMinor: number,
): Promise<CardFacts | null> {
  const rows = await db
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${amountMinor}` })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balanceMinor, -amountMinor)))
    .returning(factColumns);
  return rows[0] ?? null;
}

export async function cardFacts(db: Executor, giftCardId: string): Promise<CardFacts> {
  const [row] = await db.select(factColumns).from(giftCards).where(eq(giftCards.id, giftCardId));
  if (!row) throw new Error(`Gift card ${giftCardId} not found for its ledger entry`);
  return row;
}

/**
 * Marks the store's cards whose expiry date is before `today` (the store's day) as recorded, at
 * most `limit`, and returns them: the update's row locks and its condition make each card and
 * date claimed once, whichever instance asks (decision 0092). Cards voided or used are left out.
 */
export async function claimPassedExpiries(
  db: Executor,
  storeId: string,
  today: string,
  limit: number,
): Promise<Array<CardFacts & { id: string; expiresOn: string }>> {
  const due = db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storeId, storeId),
        eq(giftCards.status, 'Active'),
        lt(giftCards.expiresOn, today),
        sql`${giftCards.expiryRecordedOn} is distinct from ${giftCards.expiresOn}`,
      ),
    )
    .limit(limit);
  const rows = await db
    .update(giftCards)
    .set({ expiryRecordedOn: sql`${giftCards.expiresOn}` })
    .where(
      and(
        inArray(giftCards.id, due),
        eq(giftCards.status, 'Active'),
        sql`${giftCards.expiryRecordedOn} is distinct from ${giftCards.expiresOn}`,
      ),
    )
    .returning({ ...factColumns, id: giftCards.id, expiresOn: giftCards.expiresOn });
  return rows.map((row) => ({ ...row, expiresOn: row.expiresOn! }));
}
