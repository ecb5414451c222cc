import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledSql } from '../../db/compiled-query.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { giftCards } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { CardFacts } from '../ledger/index.ts';

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

/** What an order's card is issued with (issue-gift-cards.ts): the other columns take the table's defaults. */
export type NewOrderCard = Pick<
  NewCard,
  | 'storeId'
  | 'currency'
  | 'balanceMinor'
  | 'initialMinor'
  | 'source'
  | 'kind'
  | 'title'
  | 'imageUrl'
  | 'design'
  | 'deliveryMethod'
  | 'senderName'
  | 'senderEmail'
  | 'recipientName'
  | 'recipientEmail'
  | 'message'
  | 'scheduledAt'
  | 'timeZone'
  | 'orderId'
  | 'orderLineId'
  | 'productId'
  | 'expiresOn'
>;

/**
 * Many cards in one statement built once (issue 24): each column travels as one array parameter and
 * unnests into rows (decision 0164). Times, dates and the design travel as text (the design as JSON,
 * a card without one has SQL NULL there). With what the ledger's events say about each card, so the
 * ledger need not read them back.
 */
const insertCardsQuery = compiledSql(
  'insert_order_cards',
  sql`
    insert into ${giftCards} (store_id, code, code_normalized, currency, balance_minor, initial_minor, source, kind,
      title, image_url, design, delivery_method, sender_name, sender_email, recipient_name, recipient_email, message,
      scheduled_at, time_zone, order_id, order_line_id, product_id, expires_on)
    select c.store_id, c.code, c.code_normalized, c.currency, c.balance_minor, c.initial_minor, c.source, c.kind,
      c.title, c.image_url, c.design::jsonb, c.delivery_method, c.sender_name, c.sender_email, c.recipient_name,
      c.recipient_email, c.message, c.scheduled_at::timestamptz, c.time_zone, c.order_id, c.order_line_id,
      c.product_id, c.expires_on::date
    from unnest(
      ${sql.placeholder('storeId')}::uuid[], ${sql.placeholder('code')}::text[],
      ${sql.placeholder('codeNormalized')}::text[], ${sql.placeholder('currency')}::text[],
      ${sql.placeholder('balanceMinor')}::int[], ${sql.placeholder('initialMinor')}::int[],
      ${sql.placeholder('source')}::text[], ${sql.placeholder('kind')}::text[],
      ${sql.placeholder('title')}::text[], ${sql.placeholder('imageUrl')}::text[],
      ${sql.placeholder('design')}::text[], ${sql.placeholder('deliveryMethod')}::text[],
      ${sql.placeholder('senderName')}::text[], ${sql.placeholder('senderEmail')}::text[],
      ${sql.placeholder('recipientName')}::text[], ${sql.placeholder('recipientEmail')}::text[],
      ${sql.placeholder('message')}::text[], ${sql.placeholder('scheduledAt')}::text[],
      ${sql.placeholder('timeZone')}::text[], ${sql.placeholder('orderId')}::uuid[],
      ${sql.placeholder('orderLineId')}::uuid[], ${sql.placeholder('productId')}::uuid[],
      ${sql.placeholder('expiresOn')}::text[]
    ) with ordinality as c(store_id, code, code_normalized, currency, balance_minor, initial_minor, source, kind,
      title, image_url, design, delivery_method, sender_name, sender_email, recipient_name, recipient_email, message,
      scheduled_at, time_zone, order_id, order_line_id, product_id, expires_on, n)
    order by c.n
    on conflict (store_id, code_normalized) do nothing
    returning id, code_normalized, store_id, code, currency, kind, balance_minor`,
);

/** Inserts many cards; the ids of those inserted by their normalized code (a code the store already has is left out). */
export async function insertCardsUnlessCodesTaken(
  tx: Executor,
  cards: (NewOrderCard & { code: string; codeNormalized: string })[],
): Promise<Map<string, { id: string } & CardFacts>> {
  if (cards.length === 0) return new Map();
  const column = <T>(pick: (card: (typeof cards)[number]) => T) => cards.map(pick);
  const result = await insertCardsQuery(tx, {
    storeId: column((card) => card.storeId),
    code: column((card) => card.code),
    codeNormalized: column((card) => card.codeNormalized),
    currency: column((card) => card.currency),
    balanceMinor: column((card) => card.balanceMinor),
    initialMinor: column((card) => card.initialMinor),
    source: column((card) => card.source ?? giftCards.source.default),
    kind: column((card) => card.kind ?? giftCards.kind.default),
    title: column((card) => card.title ?? null),
    imageUrl: column((card) => card.imageUrl ?? null),
    design: column((card) => (card.design == null ? null : JSON.stringify(card.design))),
    deliveryMethod: column((card) => card.deliveryMethod ?? giftCards.deliveryMethod.default),
    senderName: column((card) => card.senderName ?? null),
    senderEmail: column((card) => card.senderEmail ?? null),
    recipientName: column((card) => card.recipientName ?? null),
    recipientEmail: column((card) => card.recipientEmail ?? null),
    message: column((card) => card.message ?? null),
    scheduledAt: column((card) => card.scheduledAt?.toISOString() ?? null),
    timeZone: column((card) => card.timeZone ?? null),
    orderId: column((card) => card.orderId ?? null),
    orderLineId: column((card) => card.orderLineId ?? null),
    productId: column((card) => card.productId ?? null),
    expiresOn: column((card) => card.expiresOn ?? null),
  });
  type Inserted = {
    id: string;
    code_normalized: string;
    store_id: string;
    code: string;
    currency: string;
    kind: string;
    balance_minor: number;
  };
  return new Map(
    rowsOf<Inserted>(result).map((row) => [
      row.code_normalized,
      {
        id: row.id,
        storeId: row.store_id,
        code: row.code,
        currency: row.currency,
        kind: row.kind,
        balanceMinor: Number(row.balance_minor),
      },
    ]),
  );
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
