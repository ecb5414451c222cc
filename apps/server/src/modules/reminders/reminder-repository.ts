import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { balanceReminderOptOuts } from '../../db/schema/index.ts';

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
