import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';

const lookupColumns = {
  id: giftCards.id,
  code: giftCards.code,
  currency: giftCards.currency,
  balanceMinor: giftCards.balanceMinor,
  status: giftCards.status,
  expiresOn: giftCards.expiresOn,
  recipientEmail: giftCards.recipientEmail,
};

export interface GiftCardLookupRow {
  id: string;
  code: string;
  currency: string;
  balanceMinor: number;
  status: string;
  expiresOn: string | null;
  recipientEmail: string | null;
}

/** A card of this store by its normalised code (see parseGiftCardCode). */
export async function findGiftCardByCode(db: Executor, storeId: string, normalizedCode: string): Promise<GiftCardLookupRow | null> {
  const [row] = await db
    .select(lookupColumns)
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.codeNormalized, normalizedCode)))
    .limit(1);
  return row ?? null;
}

export async function findGiftCardById(db: Executor, storeId: string, id: string): Promise<GiftCardLookupRow | null> {
  const [row] = await db
    .select(lookupColumns)
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id)))
    .limit(1);
  return row ?? null;
}

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The whole card row of this store, for the dashboard and the actions on it. */
export async function findCardRow(db: Executor, storeId: string, id: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id))).limit(1);
  return row ?? null;
}

/** The card row, locked until the transaction ends: actions on one card take turns. */
export async function lockCardRow(tx: Executor, storeId: string, id: string): Promise<GiftCardRow | null> {
  const [row] = await tx.select().from(giftCards).where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id))).for('update').limit(1);
  return row ?? null;
}

export type CardChanges = Partial<Pick<GiftCardRow, 'status' | 'expiresOn' | 'voidedReason' | 'usedAt' | 'usedBy' | 'recipientEmail'>>;

export async function updateCardRow(tx: Executor, id: string, changes: CardChanges): Promise<GiftCardRow> {
  const [row] = await tx.update(giftCards).set(changes).where(eq(giftCards.id, id)).returning();
  return row!;
}
