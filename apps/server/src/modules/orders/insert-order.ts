import type { Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { newOrderReference } from './order-reference.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** A new order under a fresh unique reference (a clash of the random suffix is retried). */
export async function insertOrder(tx: Transaction, values: Omit<typeof orders.$inferInsert, 'reference'>, now: Date): Promise<OrderRecord> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, reference: newOrderReference(now) })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('Could not generate a unique order reference');
}
