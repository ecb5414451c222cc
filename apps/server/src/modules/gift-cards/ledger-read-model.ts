import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardLedger, giftCards, orders } from '../../db/schema/index.ts';

/** The sum of a card's ledger entries; equals its balance_minor. */
export async function ledgerSum(db: Executor, giftCardId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${giftCardLedger.amountMinor}), 0)` })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId));
  return Number(row?.sum ?? 0);
}

/** A card's whole ledger, oldest first, with the order number of entries that came from an order. */
export async function ledgerHistory(db: Executor, giftCardId: string) {
  return db
    .select({ entry: giftCardLedger, orderReference: orders.reference })
    .from(giftCardLedger)
    .leftJoin(orders, eq(orders.id, giftCardLedger.orderId))
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
}

/** The order that issued a card: its id and the order number the ledger shows. */
export async function findCardOrder(db: Executor, orderId: string): Promise<{ id: string; reference: string } | null> {
  const [row] = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * Cards never used: card stock not yet activated, or a card issued with its value still holding all
 * of it with nothing but its issue in its ledger (never one sold at activation). The batch's figures
 * and its void's update read the ledger through this condition.
 */
export const unusedCondition = sql`(${giftCards.status} = 'Inactive' or (${giftCards.status} = 'Active' and ${giftCards.activatedAt} is null and ${giftCards.balanceMinor} = ${giftCards.initialMinor} and not exists (select 1 from ${giftCardLedger} where ${giftCardLedger.giftCardId} = ${giftCards.id} and ${giftCardLedger.kind} <> 'issue')))`;
