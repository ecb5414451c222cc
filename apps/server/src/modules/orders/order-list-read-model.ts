import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatusFilter } from '@giftfront/domain/admin/orders';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import type { Executor } from '../../db/client.ts';
import { giftCards, orderLines, orderRefunds, orders } from '../../db/schema/index.ts';

/** The listed order's id, qualified: inside a subquery a bare "id" would name the subquery's own table. */
export const outerOrderId = sql.raw('"orders"."id"');

export const refundedSql: SQL<number> = sql<number>`(select coalesce(sum(${orderRefunds.amountMinor}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${outerOrderId})`;
const paidSql = sql`(${orders.totalMinor} + ${orders.giftCardsMinor})`;

/** The statuses of order-statuses.ts, as the list filters by them. */
export const STATUS_FILTER_SQL: Record<OrderStatusFilter, () => SQL> = {
  paid: () => sql`${refundedSql} = 0`,
  'partially-refunded': () => sql`${refundedSql} > 0 and ${refundedSql} < ${paidSql}`,
  refunded: () => sql`${refundedSql} > 0 and ${refundedSql} >= ${paidSql}`,
  'awaiting-shipment': () => sql`${orders.deliveryMethod} = 'Postal' and ${orders.shippedAt} is null`,
  shipped: () => sql`${orders.deliveryMethod} = 'Postal' and ${orders.shippedAt} is not null`,
  'awaiting-collection': () => sql`${orders.deliveryMethod} = 'Collection' and ${orders.collectedAt} is null`,
  collected: () => sql`${orders.deliveryMethod} = 'Collection' and ${orders.collectedAt} is not null`,
  review: () => sql`${orders.reviewReason} is not null and ${orders.reviewClearedAt} is null`,
};

export interface OrderListFilter {
  storeId: string;
  query?: string;
  status?: OrderStatusFilter;
  from?: string;
  to?: string;
  /** The time zone the days `from` and `to` are read in. */
  timeZone: string;
}

export type OrderListRow = typeof orders.$inferSelect & { refundedMinor: number; items: number };

/** Escapes LIKE's wildcards, so a typed % or _ matches itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Order number, buyer email, a recipient's email, or a card's last 4 (the dashboard's search, not the storefront's). */
function searchOf(query: string): SQL {
  const like = likeText(query);
  const ending = normalizeGiftCardCode(query);
  return sql`(${orders.reference} ilike ${like}
    or ${orders.customer}->>'email' ilike ${like}
    or (length(${ending}) = 4 and ${orders.pricing}->'topup'->>'codeEnding' = ${ending})
    or exists (select 1 from ${giftCards} where ${giftCards.orderId} = ${outerOrderId}
      and (${giftCards.recipientEmail} ilike ${like} or (length(${ending}) = 4 and right(${giftCards.codeNormalized}, 4) = ${ending}))))`;
}

const localDay = (timeZone: string) => sql`(${orders.createdAt} at time zone ${timeZone})::date`;

const whereOf = (filter: OrderListFilter): SQL =>
  and(
    eq(orders.storeId, filter.storeId),
    filter.query ? searchOf(filter.query) : undefined,
    filter.status ? STATUS_FILTER_SQL[filter.status]() : undefined,
    filter.from ? sql`${localDay(filter.timeZone)} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${localDay(filter.timeZone)} <= ${filter.to}::date` : undefined,
  )!;

/** Newest first; the id breaks ties between orders of the same instant. */
export async function listOrderRows(
  db: Executor,
  filter: OrderListFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<OrderListRow[]> {
  const items = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${outerOrderId})`;
  const rows = await db
    .select({ order: orders, refundedMinor: refundedSql, items })
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.order, refundedMinor: Number(row.refundedMinor), items: Number(row.items) }));
}

export async function countOrderRows(db: Executor, filter: OrderListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(whereOf(filter));
  return row?.total ?? 0;
}
