import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards, orderLines } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

const lookupColumns = {
  id: giftCards.id,
  code: giftCards.code,
  currency: giftCards.currency,
  balanceMinor: giftCards.balanceMinor,
  status: giftCards.status,
  expiresOn: giftCards.expiresOn,
  recipientEmail: giftCards.recipientEmail,
  kind: giftCards.kind,
  title: giftCards.title,
  usedAt: giftCards.usedAt,
  option: orderLines.denominationLabel,
};

export interface GiftCardLookupRow {
  id: string;
  code: string;
  currency: string;
  balanceMinor: number;
  status: string;
  expiresOn: string | null;
  recipientEmail: string | null;
  kind: string;
  /** The product's name when the card was issued. */
  title: string | null;
  usedAt: Date | null;
  /** The denomination bought (a voucher's option), when the card came from an order. */
  option: string | null;
}

async function findOne(db: Executor, storeId: string, match: SQL): Promise<GiftCardLookupRow | null> {
  const [row] = await db
    .select(lookupColumns)
    .from(giftCards)
    .leftJoin(orderLines, eq(orderLines.id, giftCards.orderLineId))
    .where(and(eq(giftCards.storeId, storeId), match))
    .limit(1);
  return row ?? null;
}

/** A card of this store by its normalised code (see parseGiftCardCode). */
export function findGiftCardByCode(
  db: Executor,
  storeId: string,
  normalizedCode: string,
): Promise<GiftCardLookupRow | null> {
  return findOne(db, storeId, eq(giftCards.codeNormalized, normalizedCode));
}

export function findGiftCardById(db: Executor, storeId: string, id: string): Promise<GiftCardLookupRow | null> {
  return findOne(db, storeId, eq(giftCards.id, id));
}

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The whole card row of this store, for the dashboard and the actions on it. */
export async function findCardRow(db: Executor, storeId: string, id: string): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The card row, locked until the transaction ends: actions on one card take turns with each
 * other and with checkout (which locks the same way, hold-repository.ts lockGiftCards).
 */
export async function lockCardRow(tx: Executor, storeId: string, id: string): Promise<GiftCardRow | null> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id)))
    .for('no key update')
    .limit(1);
  return row ?? null;
}

export type CardChanges = Partial<
  Pick<GiftCardRow, 'status' | 'expiresOn' | 'voidedReason' | 'usedAt' | 'usedBy' | 'recipientEmail'>
>;

export async function updateCardRow(tx: Executor, id: string, changes: CardChanges): Promise<GiftCardRow> {
  const [row] = await tx.update(giftCards).set(changes).where(eq(giftCards.id, id)).returning();
  return row!;
}

/** The whole card row of this store by its normalised code (see parseGiftCardCode). */
export async function findCardRowByCode(
  db: Executor,
  storeId: string,
  normalizedCode: string,
): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.codeNormalized, normalizedCode)))
    .limit(1);
  return row ?? null;
}

/** The current balance of each of the store's cards named; ids of other stores are simply absent. */
export async function findCardBalances(db: Executor, storeId: string, ids: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: giftCards.id, balanceMinor: giftCards.balanceMinor })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), inArray(giftCards.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.balanceMinor]));
}

/** The cards an order issued, in the order they were made. */
export async function listOrderCards(db: Executor, storeId: string, orderId: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.orderId, orderId)))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
}

/** The same, locked as lockCardRow locks one card: a refund's plan holds until its ledger entries are written. */
export async function lockOrderCards(tx: Executor, storeId: string, orderId: string): Promise<GiftCardRow[]> {
  return tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.orderId, orderId)))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id))
    .for('no key update');
}

/** Voids every card of an order not voided yet, with the reason; returns their ids. */
export async function voidOrderCardRows(tx: Executor, orderId: string, reason: string): Promise<string[]> {
  const rows = await tx
    .update(giftCards)
    .set({ status: 'Voided', voidedReason: reason })
    .where(and(eq(giftCards.orderId, orderId), ne(giftCards.status, 'Voided')))
    .returning({ id: giftCards.id });
  return rows.map((row) => row.id);
}

export type NewCard = Omit<typeof giftCards.$inferInsert, 'code' | 'codeNormalized'>;

/** Inserts the card and returns its id, or null when the store already has a card with its code. */
export async function insertCardUnlessCodeTaken(
  tx: Executor,
  card: typeof giftCards.$inferInsert,
): Promise<string | null> {
  const [row] = await tx
    .insert(giftCards)
    .values(card)
    .onConflictDoNothing({ target: [giftCards.storeId, giftCards.codeNormalized] })
    .returning({ id: giftCards.id });
  return row?.id ?? null;
}
