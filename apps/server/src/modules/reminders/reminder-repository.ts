import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { balanceReminderOptOuts, giftCardLedger, giftCards } from '../../db/schema/index.ts';

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
    })
    .from(giftCards)
    .where(and(stillWorthReminding(storeId, today), eq(giftCards.id, cardId)))
    .limit(1);
  return card ?? null;
}

export async function findCardOfStore(db: Executor, storeId: string, cardId: string) {
  const [card] = await db
    .select({ id: giftCards.id, code: giftCards.code })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, cardId)))
    .limit(1);
  return card ?? null;
}

export async function optOut(db: Executor, storeId: string, giftCardId: string): Promise<void> {
  await db.insert(balanceReminderOptOuts).values({ storeId, giftCardId }).onConflictDoNothing();
}

export async function optedOut(db: Executor, giftCardIds: string[]): Promise<Set<string>> {
  if (giftCardIds.length === 0) return new Set();
  const rows = await db
    .select({ id: balanceReminderOptOuts.giftCardId })
    .from(balanceReminderOptOuts)
    .where(inArray(balanceReminderOptOuts.giftCardId, giftCardIds));
  return new Set(rows.map((row) => row.id));
}
