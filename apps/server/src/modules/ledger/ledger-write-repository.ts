import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** The card's columns its facts come from, for a query's select or an insert's RETURNING. */
export const cardFactColumns = {
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

/**
 * Adds amountMinor to the card's balance unless that would take it below zero; null when it
 * would. The promotional part moves by `promoMinor` when given; otherwise a positive change is all
 * paid and a negative one takes the paid part first and the bonus only after it (decision 0145).
 * The card's row is locked first so the split is worked out on the balance the update changes.
 */
export async function addToBalanceIfCovered(
  db: Executor,
  giftCardId: string,
  amountMinor: number,
  promoMinor?: number,
): Promise<(CardFacts & { promoMinor: number }) | null> {
  const [current] = await db
    .select({ balanceMinor: giftCards.balanceMinor, promoBalanceMinor: giftCards.promoBalanceMinor })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId))
    .for('update');
  if (!current || current.balanceMinor + amountMinor < 0) return null;
  const promoDelta = promoMinor ?? promoShareOf(amountMinor, current.balanceMinor, current.promoBalanceMinor);
  const newPromo = current.promoBalanceMinor + promoDelta;
  if (newPromo < 0 || newPromo > current.balanceMinor + amountMinor) return null;
  const rows = await db
    .update(giftCards)
    .set({
      balanceMinor: sql`${giftCards.balanceMinor} + ${amountMinor}`,
      promoBalanceMinor: sql`${giftCards.promoBalanceMinor} + ${promoDelta}`,
      ...(newPromo === 0 ? { promoExpiresOn: null } : {}),
    })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balanceMinor, -amountMinor)))
    .returning(cardFactColumns);
  return rows[0] ? { ...rows[0], promoMinor: promoDelta } : null;
}

/** How much of a change falls on the bonus when nothing says: a spend takes the paid part first. */
export function promoShareOf(amountMinor: number, balanceMinor: number, promoBalanceMinor: number): number {
  if (amountMinor >= 0) return 0;
  const paid = balanceMinor - promoBalanceMinor;
  return Math.min(0, amountMinor + paid);
}

/** Sets the date a card's bonus credit expires (the ledger's bonus entry sets it with the credit). */
export async function setPromoExpiry(db: Executor, giftCardId: string, expiresOn: string): Promise<void> {
  await db.update(giftCards).set({ promoExpiresOn: expiresOn }).where(eq(giftCards.id, giftCardId));
}

/**
 * Many ledger rows, at most one per card, in one statement: each column travels as one array
 * parameter and unnests into rows (decision 0164), returning each card's new entry id. Its
 * placeholders' values are ledgerRowsValues(rows); card-ledger.ts runs it with the cards' events.
 */
export const ledgerRowsInsert = sql`
    insert into ${giftCardLedger} (gift_card_id, kind, amount_minor, promo_minor, payment_intent_id, order_id,
      note, actor, channel, reason, redemption_id)
    select r.gift_card_id, r.kind, r.amount_minor, r.promo_minor, r.payment_intent_id, r.order_id,
      r.note, r.actor, r.channel, r.reason, r.redemption_id
    from unnest(
      ${sql.placeholder('giftCardId')}::uuid[], ${sql.placeholder('kind')}::text[],
      ${sql.placeholder('amountMinor')}::int[], ${sql.placeholder('promoMinor')}::int[],
      ${sql.placeholder('paymentIntentId')}::uuid[], ${sql.placeholder('orderId')}::uuid[],
      ${sql.placeholder('note')}::text[], ${sql.placeholder('actor')}::text[],
      ${sql.placeholder('channel')}::text[], ${sql.placeholder('reason')}::text[],
      ${sql.placeholder('redemptionId')}::uuid[]
    ) with ordinality as r(gift_card_id, kind, amount_minor, promo_minor, payment_intent_id, order_id,
      note, actor, channel, reason, redemption_id, n)
    order by r.n
    returning id, gift_card_id`;

/** The values of ledgerRowsInsert's placeholders: a column per field, a value not given its default. */
export function ledgerRowsValues(rows: NewLedgerRow[]): Record<string, unknown[]> {
  const column = <T>(pick: (row: NewLedgerRow) => T) => rows.map(pick);
  return {
    giftCardId: column((row) => row.giftCardId),
    kind: column((row) => row.kind),
    amountMinor: column((row) => row.amountMinor),
    promoMinor: column((row) => row.promoMinor ?? 0),
    paymentIntentId: column((row) => row.paymentIntentId ?? null),
    orderId: column((row) => row.orderId ?? null),
    note: column((row) => row.note ?? null),
    actor: column((row) => row.actor ?? null),
    channel: column((row) => row.channel ?? 'system'),
    reason: column((row) => row.reason ?? null),
    redemptionId: column((row) => row.redemptionId ?? null),
  };
}

/** Many cards' facts by id, in one query. */
export async function cardFactsOf(db: Executor, giftCardIds: string[]): Promise<Map<string, CardFacts>> {
  const rows = await db
    .select({ id: giftCards.id, ...cardFactColumns })
    .from(giftCards)
    .where(sql`${giftCards.id} = any(${sql.param(giftCardIds)}::uuid[])`);
  return new Map(rows.map(({ id, ...card }) => [id, card]));
}

export async function cardFacts(db: Executor, giftCardId: string): Promise<CardFacts> {
  const [row] = await db.select(cardFactColumns).from(giftCards).where(eq(giftCards.id, giftCardId));
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
    .returning({ ...cardFactColumns, id: giftCards.id, expiresOn: giftCards.expiresOn });
  return rows.map((row) => ({ ...row, expiresOn: row.expiresOn! }));
}

/** The store's Active cards whose bonus credit expired before `today` and still hold some, at most `limit`. */
export async function cardsWithPassedBonus(
  db: Executor,
  storeId: string,
  today: string,
  limit: number,
): Promise<Array<{ id: string; promoBalanceMinor: number }>> {
  return db
    .select({ id: giftCards.id, promoBalanceMinor: giftCards.promoBalanceMinor })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storeId, storeId),
        eq(giftCards.status, 'Active'),
        gt(giftCards.promoBalanceMinor, 0),
        lt(giftCards.promoExpiresOn, today),
      ),
    )
    .limit(limit);
}

/** A card's promotional balance and its expiry, read on the locked row. */
export async function lockedPromo(
  db: Executor,
  giftCardId: string,
): Promise<{ promoBalanceMinor: number; promoExpiresOn: string | null } | null> {
  const [row] = await db
    .select({ promoBalanceMinor: giftCards.promoBalanceMinor, promoExpiresOn: giftCards.promoExpiresOn })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId))
    .for('update');
  return row ?? null;
}

/**
 * The bonus a card's entries for one payment intent (a hold and its releases and re-takes) or one
 * redemption (and its reversal) took and have not given back yet: what giving money back to that
 * intent or redemption returns to the bonus.
 */
export async function promoStillTaken(
  db: Executor,
  giftCardId: string,
  by: { paymentIntentId: string } | { redemptionId: string },
): Promise<number> {
  const match =
    'paymentIntentId' in by
      ? eq(giftCardLedger.paymentIntentId, by.paymentIntentId)
      : eq(giftCardLedger.redemptionId, by.redemptionId);
  const [row] = await db
    .select({ promo: sql<number>`coalesce(sum(${giftCardLedger.promoMinor}), 0)::int` })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.giftCardId, giftCardId), match));
  return Math.max(0, -(row?.promo ?? 0));
}
