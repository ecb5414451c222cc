import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { cardFactColumns, type CardFacts } from '../ledger/index.ts';

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

/** Inserts many cards; the ids of those inserted by their normalized code (a code the store already has is left out). */
export async function insertCardsUnlessCodesTaken(
  tx: Executor,
  cards: (typeof giftCards.$inferInsert)[],
): Promise<Map<string, { id: string } & CardFacts>> {
  if (cards.length === 0) return new Map();
  const rows = await tx
    .insert(giftCards)
    .values(cards)
    .onConflictDoNothing({ target: [giftCards.storeId, giftCards.codeNormalized] })
    // With what the ledger's events say about each card, so the ledger need not read them back.
    .returning({ id: giftCards.id, codeNormalized: giftCards.codeNormalized, ...cardFactColumns });
  return new Map(rows.map(({ codeNormalized, ...card }) => [codeNormalized, card]));
}

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

/** The card a counter sale with this Idempotency-Key issued, if any. */
export async function findCardBySaleKey(tx: Executor, storeId: string, key: string): Promise<GiftCardRow | null> {
  const [row] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.saleIdempotencyKey, key)))
    .limit(1);
  return row ? findCardRow(tx, storeId, row.id) : null;
}

/** Makes concurrent sales with one Idempotency-Key take turns until this transaction ends (a double tap issues one card). */
export async function lockSaleKey(tx: Executor, storeId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`counter-sale:${storeId}:${key}`}, 0))`);
}

/** The buyer's active money cards in the currency: bought by them or sent to them (issue 31's store credit). */
export async function buyerMoneyCards(
  db: Executor,
  storeId: string,
  email: string,
  currency: string,
): Promise<GiftCardRow[]> {
  const lower = email.trim().toLowerCase();
  return db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storeId, storeId),
        eq(giftCards.kind, 'money'),
        eq(giftCards.status, 'Active'),
        eq(giftCards.currency, currency),
        or(sql`lower(${giftCards.senderEmail}) = ${lower}`, sql`lower(${giftCards.recipientEmail}) = ${lower}`),
      ),
    )
    .orderBy(asc(giftCards.createdAt))
    .limit(50);
}

/** The recipient's name lives on the card only (the delivery row keeps the address). */
export async function setRecipientName(db: Executor, cardId: string, recipientName: string): Promise<void> {
  await db.update(giftCards).set({ recipientName }).where(eq(giftCards.id, cardId));
}

/** The gift's address and moment kept on its card beside its delivery row (the merchant's Deliveries page, the buyer's manage link). */
export async function updateGiftCardDelivery(
  db: Executor,
  cardId: string,
  change: Partial<Pick<typeof giftCards.$inferInsert, 'recipientEmail' | 'scheduledAt' | 'timeZone'>>,
) {
  await db.update(giftCards).set(change).where(eq(giftCards.id, cardId));
}
