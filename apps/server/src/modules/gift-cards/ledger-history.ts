import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardLedger, orders } from '../../db/schema/index.ts';

/** A card's whole ledger, oldest first, with the order number of entries that came from an order. */
export async function ledgerHistory(db: Executor, giftCardId: string) {
  return db
    .select({ entry: giftCardLedger, orderReference: orders.reference })
    .from(giftCardLedger)
    .leftJoin(orders, eq(orders.id, giftCardLedger.orderId))
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
}
