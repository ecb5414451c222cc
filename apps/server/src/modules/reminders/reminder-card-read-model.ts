import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { balanceReminderOptOuts, giftCardLedger, giftCards, orders } from '../../db/schema/index.ts';

// A read model over the cards, their ledger and their orders (owned by gift-cards, ledger and orders):
// which cards deserve a balance reminder, and the card as the reminder shows it.

/** The ledger entries that count as using a card. */
const USE_KINDS = ['redeem', 'capture'];

const lastUse = sql<Date | null>`(select max(${giftCardLedger.createdAt}) from ${giftCardLedger}
  where ${giftCardLedger.giftCardId} = ${giftCards.id} and ${giftCardLedger.kind} in ${USE_KINDS})`;

/** A money card that still holds money, is not voided, spent or expired, and whose holder did not opt out. */
const stillWorthReminding = (storeId: string, today: string) =>
  and(
    eq(giftCards.storeId, storeId),
    eq(giftCards.kind, 'money'),
    eq(giftCards.status, 'Active'),
    gt(giftCards.balanceMinor, 0),
    or(isNull(giftCards.expiresOn), gt(giftCards.expiresOn, today)),
    or(isNotNull(giftCards.recipientEmail), isNotNull(giftCards.senderEmail)),
    sql`not exists (select 1 from ${balanceReminderOptOuts} where ${balanceReminderOptOuts.giftCardId} = ${giftCards.id})`,
  );

const holder = {
  id: giftCards.id,
  email: sql<string>`coalesce(${giftCards.recipientEmail}, ${giftCards.senderEmail})`,
};

/** Cards expiring within the window: after `today`, on or before `until` (YYYY-MM-DD). */
export async function cardsExpiringBy(db: Executor, storeId: string, today: string, until: string) {
  return db
    .select(holder)
    .from(giftCards)
    .where(and(stillWorthReminding(storeId, today), lte(giftCards.expiresOn, until)));
}

/** Cards neither issued nor used since `since`. */
export async function cardsUnusedSince(db: Executor, storeId: string, today: string, since: Date) {
  return db
    .select(holder)
    .from(giftCards)
    .where(
      and(
        stillWorthReminding(storeId, today),
        lte(giftCards.createdAt, since),
        sql`coalesce(${lastUse}, ${giftCards.createdAt}) <= ${since.toISOString()}`,
      ),
    );
}

/** The card as the reminder shows it, or null once it no longer deserves one (read again at send time). */
export async function findRemindableCard(db: Executor, storeId: string, cardId: string, today: string) {
  const [card] = await db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balanceMinor: giftCards.balanceMinor,
      currency: giftCards.currency,
      expiresOn: giftCards.expiresOn,
      title: giftCards.title,
      recipientName: giftCards.recipientName,
      kind: giftCards.kind,
      /** The order's language (issue 29); null for a card without an order. */
      language: orders.language,
    })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(stillWorthReminding(storeId, today), eq(giftCards.id, cardId)))
    .limit(1);
  return card ?? null;
}

/** The card an unsubscribe link names, with its order's language (null without an order): the reminder was written in it. */
export async function findCardOfStore(db: Executor, storeId: string, cardId: string) {
  const [card] = await db
    .select({ id: giftCards.id, code: giftCards.code, language: orders.language })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, cardId)))
    .limit(1);
  return card ?? null;
}
