import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { OrderRow } from './order-refund-repository.ts';

// The shipping queue's marks on an order (shipped, collected), written here by the table's owner.

/** An order of the store (or a top-up), locked for the mark about to be made on it. */
export async function lockOrderForFulfilment(db: Executor, storeId: string, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)))
    .for('update');
  return row ?? null;
}

/** The shipped or collected mark, with who made it. */
export async function updateOrderFulfilment(
  db: Executor,
  id: string,
  change: Partial<
    Pick<OrderRow, 'shippedAt' | 'shippedBy' | 'carrier' | 'trackingNumber' | 'collectedAt' | 'collectedBy'>
  >,
) {
  await db.update(orders).set(change).where(eq(orders.id, id));
}
