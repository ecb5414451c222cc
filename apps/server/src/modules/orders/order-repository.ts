import { randomUUID } from 'node:crypto';
import { asc, eq, sql, type WithSubquery } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { newOrderReference } from './order-reference.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;

export type NewOrder = typeof orders.$inferInsert;

/**
 * A new order under a fresh unique reference (a clash of the random suffix is retried), in one
 * statement with `alongside`: a CTE of that statement given the insert (its rows) and the values it
 * tries, such as the order's event written only when the order row is (issue 24).
 */
export async function insertOrderWith(
  tx: Transaction,
  values: Omit<NewOrder, 'id' | 'reference'>,
  now: Date,
  alongside: (inserted: WithSubquery, row: NewOrder & { id: string; reference: string }) => WithSubquery,
): Promise<OrderRecord> {
  const id = randomUUID();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = { ...values, id, reference: newOrderReference(now) };
    const inserted = tx
      .$with('inserted_order')
      .as(tx.insert(orders).values(row).onConflictDoNothing({ target: orders.reference }).returning());
    const [order] = await tx.with(inserted, alongside(inserted, row)).select().from(inserted);
    if (order) return order;
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
const orderByIntentQuery = compiledQuery('order_by_intent', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, sql.placeholder('paymentIntentId')))
    .limit(1),
);

export async function findOrderByIntent(db: Executor, paymentIntentId: string): Promise<OrderRecord | null> {
  const [row] = await orderByIntentQuery(db, { paymentIntentId });
  return row ?? null;
}

export async function listOrderLines(db: Executor, orderId: string): Promise<OrderLineRecord[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}
