import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftManageChanges } from '../../db/schema/index.ts';

export async function countResends(db: Executor, cardIds: string[]): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({ cardId: giftManageChanges.giftCardId, resends: count() })
    .from(giftManageChanges)
    .where(and(inArray(giftManageChanges.giftCardId, cardIds), eq(giftManageChanges.action, 'resend')))
    .groupBy(giftManageChanges.giftCardId);
  return new Map(rows.map((row) => [row.cardId, Number(row.resends)]));
}

export async function insertManageChange(
  db: Executor,
  change: { storeId: string; orderId: string; giftCardId: string; action: string; detail: Record<string, string> },
): Promise<string> {
  const [row] = await db.insert(giftManageChanges).values(change).returning({ id: giftManageChanges.id });
  return row!.id;
}
