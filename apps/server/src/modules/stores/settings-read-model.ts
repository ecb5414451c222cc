import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

// A read model over the orders table (orders owns it and imports stores, so stores reads it here).

/** Whether the store has taken any order or top-up (its currency is then fixed). */
export async function storeHasOrders(db: Executor, storeId: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId)).limit(1);
  return rows.length > 0;
}
