import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { newOrderReference } from './order-reference.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;

/** A new order under a fresh unique reference (a clash of the random suffix is retried). */
export async function insertOrder(
  tx: Transaction,
  values: Omit<typeof orders.$inferInsert, 'reference'>,
  now: Date,
): Promise<OrderRecord> {
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

/** An order's line, at its position on the order; returns its id. */
export async function insertOrderLine(tx: Executor, values: typeof orderLines.$inferInsert): Promise<string> {
  const [row] = await tx.insert(orderLines).values(values).returning({ id: orderLines.id });
  return row!.id;
}

/** Many lines of one order in one insert; their ids in the order given. */
export async function insertOrderLines(
  tx: Executor,
  values: (typeof orderLines.$inferInsert & { position: number })[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(orderLines)
    .values(values)
    .returning({ id: orderLines.id, position: orderLines.position });
  const idAt = new Map(rows.map((row) => [row.position, row.id]));
  return values.map((value) => idAt.get(value.position)!);
}

/** The order a payment intent was fulfilled with, if it was. */
export async function findOrderByIntent(db: Executor, paymentIntentId: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).limit(1);
  return row ?? null;
}

export async function listOrderLines(db: Executor, orderId: string): Promise<OrderLineRecord[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}
