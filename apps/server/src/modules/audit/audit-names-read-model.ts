import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards, orders, products, staffUsers } from '../../db/schema/index.ts';

/** What an old entry's ids are called today, per kind of thing; an id missing here names something deleted. */
export interface AuditNames {
  product: Map<string, string>;
  'gift-card': Map<string, string>;
  order: Map<string, string>;
  staff: Map<string, string>;
}

export type AuditIds = { [K in keyof AuditNames]: Set<string> };

/** The names of the products, cards (by their last 4), orders and staff an old entry points at by id, in one store. */
export async function readAuditNames(db: Executor, storeId: string, ids: AuditIds): Promise<AuditNames> {
  const list = (set: Set<string>) => [...set];
  const [productRows, cardRows, orderRows, staffRows] = await Promise.all([
    ids.product.size
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, list(ids.product))))
      : [],
    ids['gift-card'].size
      ? db
          .select({ id: giftCards.id, code: giftCards.code })
          .from(giftCards)
          .where(and(eq(giftCards.storeId, storeId), inArray(giftCards.id, list(ids['gift-card']))))
      : [],
    ids.order.size
      ? db
          .select({ id: orders.id, reference: orders.reference })
          .from(orders)
          .where(and(eq(orders.storeId, storeId), inArray(orders.id, list(ids.order))))
      : [],
    ids.staff.size
      ? db
          .select({ id: staffUsers.id, email: staffUsers.email })
          .from(staffUsers)
          .where(and(eq(staffUsers.storeId, storeId), inArray(staffUsers.id, list(ids.staff))))
      : [],
  ]);
  return {
    product: new Map(productRows.map((row) => [row.id, row.name])),
    'gift-card': new Map(cardRows.map((row) => [row.id, `•••• ${row.code.slice(-4)}`])),
    order: new Map(orderRows.map((row) => [row.id, row.reference])),
    staff: new Map(staffRows.map((row) => [row.id, row.email])),
  };
}
