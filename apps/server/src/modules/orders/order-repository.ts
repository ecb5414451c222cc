import { randomUUID } from 'node:crypto';
import { asc, eq, sql, type WithSubquery } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { compiledQuery, compiledSql } from '../../db/compiled-query.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { newOrderReference } from './order-reference.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;

export type NewOrder = typeof orders.$inferInsert;

/** What a paid order's insert writes: the rest is the table's defaults (its status, its time). */
export type PaidOrderValues = Pick<NewOrder, 'storeId' | 'paymentIntentId' | 'customer' | 'currency'> &
  Pick<NewOrder, 'subtotalMinor' | 'totalMinor' | 'pricing'> &
  Partial<
    Pick<
      NewOrder,
      | 'kind'
      | 'deliveryMethod'
      | 'shippingOptionId'
      | 'shippingOptionName'
      | 'shippingAddress'
      | 'language'
      | 'discountMinor'
      | 'feesMinor'
      | 'shippingMinor'
      | 'taxMinor'
      | 'giftCardsMinor'
      | 'reviewReason'
    >
  >;

type OrderRow = PaidOrderValues & { id: string; reference: string };

/**
 * The values of an order's compiled insert: every column it names, a value not given taking the
 * column's default as the schema states it. `shippingAddress` travels as JSON text (or SQL NULL,
 * see orderInsert): a placeholder for a jsonb column would go through drizzle's encoder, which turns
 * null into JSON `null`.
 */
const orderInsertValues = (row: OrderRow) => ({
  id: row.id,
  storeId: row.storeId,
  reference: row.reference,
  paymentIntentId: row.paymentIntentId,
  kind: row.kind ?? orders.kind.default,
  customer: row.customer,
  deliveryMethod: row.deliveryMethod ?? orders.deliveryMethod.default,
  shippingOptionId: row.shippingOptionId ?? null,
  shippingOptionName: row.shippingOptionName ?? null,
  shippingAddress: row.shippingAddress == null ? null : JSON.stringify(row.shippingAddress),
  currency: row.currency,
  language: row.language ?? orders.language.default,
  subtotalMinor: row.subtotalMinor,
  discountMinor: row.discountMinor ?? orders.discountMinor.default,
  feesMinor: row.feesMinor ?? orders.feesMinor.default,
  shippingMinor: row.shippingMinor ?? orders.shippingMinor.default,
  taxMinor: row.taxMinor ?? orders.taxMinor.default,
  giftCardsMinor: row.giftCardsMinor ?? orders.giftCardsMinor.default,
  totalMinor: row.totalMinor,
  pricing: row.pricing,
  reviewReason: row.reviewReason ?? null,
});

/** The order's insert with a placeholder per column of orderInsertValues. */
const orderInsert = (db: Executor) => {
  const placeholders = Object.fromEntries(
    Object.keys(orderInsertValues({} as OrderRow)).map((key) => [key, sql.placeholder(key)]),
  ) as Record<keyof ReturnType<typeof orderInsertValues>, ReturnType<typeof sql.placeholder>>;
  return db
    .insert(orders)
    .values({
      ...placeholders,
      // As JSON text cast here, so a null stays SQL NULL (drizzle's jsonb encoder would send JSON null).
      shippingAddress: sql`${sql.placeholder('shippingAddress')}::text::jsonb`,
    } as unknown as NewOrder)
    .onConflictDoNothing({ target: orders.reference })
    .returning();
};

/**
 * A new order under a fresh unique reference (a clash of the random suffix is retried), in one
 * compiled statement (built once, db/compiled-query.ts) with `alongside`: CTEs of that statement
 * given the insert (its rows), such as the order's event written only when the order row is (issue
 * 24). Each call's `alongsideValues` gives the values of alongside's placeholders for the row tried.
 */
export function compiledOrderInsert(
  name: string,
  alongside: (db: Executor, inserted: WithSubquery) => WithSubquery[],
): (
  tx: Transaction,
  values: PaidOrderValues,
  now: Date,
  alongsideValues: (row: OrderRow) => Record<string, unknown>,
) => Promise<OrderRecord> {
  const statement = compiledQuery(name, (db) => {
    const inserted = db.$with('inserted_order').as(orderInsert(db));
    return db
      .with(inserted, ...alongside(db, inserted))
      .select()
      .from(inserted);
  });
  return async (tx, values, now, alongsideValues) => {
    const id = randomUUID();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = { ...values, id, reference: newOrderReference(now) };
      const [order] = await statement(tx, { ...orderInsertValues(row), ...alongsideValues(row) });
      if (order) return order;
    }
    throw new Error('Could not generate a unique order reference');
  };
}

/** An order's line, at its position on the order; returns its id. */
export async function insertOrderLine(tx: Executor, values: typeof orderLines.$inferInsert): Promise<string> {
  const [row] = await tx.insert(orderLines).values(values).returning({ id: orderLines.id });
  return row!.id;
}

/**
 * Many lines of one order in one statement built once (issue 24): each column travels as one array
 * parameter and unnests into rows (decision 0164). design and gift details travel as JSON text, so
 * a line without them has SQL NULL there.
 */
const insertOrderLinesQuery = compiledSql(
  'insert_order_lines',
  sql`
    insert into ${orderLines} (order_id, product_id, denomination_id, product_name, product_type,
      denomination_label, unit_price_minor, quantity, line_total_minor, image_url, design, gift_details, position)
    select l.order_id, l.product_id, l.denomination_id, l.product_name, l.product_type, l.denomination_label,
      l.unit_price_minor, l.quantity, l.line_total_minor, l.image_url, l.design::jsonb, l.gift_details::jsonb, l.position
    from unnest(
      ${sql.placeholder('orderId')}::uuid[], ${sql.placeholder('productId')}::uuid[],
      ${sql.placeholder('denominationId')}::text[], ${sql.placeholder('productName')}::text[],
      ${sql.placeholder('productType')}::text[], ${sql.placeholder('denominationLabel')}::text[],
      ${sql.placeholder('unitPriceMinor')}::int[], ${sql.placeholder('quantity')}::int[],
      ${sql.placeholder('lineTotalMinor')}::int[], ${sql.placeholder('imageUrl')}::text[],
      ${sql.placeholder('design')}::text[], ${sql.placeholder('giftDetails')}::text[],
      ${sql.placeholder('position')}::int[]
    ) with ordinality as l(order_id, product_id, denomination_id, product_name, product_type, denomination_label,
      unit_price_minor, quantity, line_total_minor, image_url, design, gift_details, position, n)
    order by l.n
    returning id, position`,
);

const jsonOrNull = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** Many lines of one order in one insert; their ids in the order given. */
export async function insertOrderLines(
  tx: Executor,
  values: (Omit<typeof orderLines.$inferInsert, 'id'> & { position: number })[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const column = <T>(pick: (line: (typeof values)[number]) => T) => values.map(pick);
  const result = await insertOrderLinesQuery(tx, {
    orderId: column((line) => line.orderId),
    productId: column((line) => line.productId),
    denominationId: column((line) => line.denominationId),
    productName: column((line) => line.productName),
    productType: column((line) => line.productType),
    denominationLabel: column((line) => line.denominationLabel),
    unitPriceMinor: column((line) => line.unitPriceMinor),
    quantity: column((line) => line.quantity),
    lineTotalMinor: column((line) => line.lineTotalMinor),
    imageUrl: column((line) => line.imageUrl ?? null),
    design: column((line) => jsonOrNull(line.design)),
    giftDetails: column((line) => jsonOrNull(line.giftDetails)),
    position: column((line) => line.position),
  });
  const idAt = new Map(rowsOf<{ id: string; position: number }>(result).map((row) => [row.position, row.id]));
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
