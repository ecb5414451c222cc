import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardLedger, giftCards, orders } from '../../db/schema/index.ts';

export interface DormantCard {
  id: string;
  code: string;
  balanceMinor: number;
  currency: string;
  issuedAt: Date;
  lastActivityAt: Date;
  expiresOn: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  orderReference: string | null;
}

/**
 * Money cards still holding a balance whose last ledger entry (or issue, for a card without
 * entries) is older than `before`: the unclaimed-property report (issue 31). Voided cards are
 * left out; their money is not owed to the holder.
 */
export async function dormantCards(db: Executor, storeId: string, before: Date): Promise<DormantCard[]> {
  const lastActivity = sql<Date>`coalesce((select max(${giftCardLedger.createdAt}) from ${giftCardLedger} where ${giftCardLedger.giftCardId} = ${giftCards.id}), ${giftCards.createdAt})`;
  return db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balanceMinor: giftCards.balanceMinor,
      currency: giftCards.currency,
      issuedAt: giftCards.createdAt,
      lastActivityAt: lastActivity.mapWith(giftCards.createdAt),
      expiresOn: giftCards.expiresOn,
      buyerName: giftCards.senderName,
      buyerEmail: giftCards.senderEmail,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      orderReference: orders.reference,
    })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(
      and(
        eq(giftCards.storeId, storeId),
        eq(giftCards.kind, 'money'),
        eq(giftCards.status, 'Active'),
        gt(giftCards.balanceMinor, 0),
        sql`${lastActivity} < ${before.toISOString()}`,
      ),
    )
    .orderBy(desc(giftCards.balanceMinor));
}
