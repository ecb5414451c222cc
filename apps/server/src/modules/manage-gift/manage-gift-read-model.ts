import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deliveries, giftCards, giftManageChanges, orderLines, orders } from '../../db/schema/index.ts';

// A read model over the order, its gifts' cards and lines, and their delivery rows (owned by orders,
// gift-cards and deliveries): the buyer's manage-my-gift page. Its lock holds the card and delivery
// rows for the changes their owners' public files then make.

export interface ManagedOrder {
  id: string;
  reference: string;
  customer: Record<string, unknown>;
  createdAt: Date;
}

export async function findManagedOrder(db: Executor, storeId: string, orderId: string): Promise<ManagedOrder | null> {
  const [order] = await db
    .select({ id: orders.id, reference: orders.reference, customer: orders.customer, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .limit(1);
  return order ?? null;
}

/** A gift of the order with its gift email's delivery row (none for postal cards). */
export interface ManagedGiftRow {
  cardId: string;
  code: string;
  kind: string;
  title: string | null;
  initialMinor: number;
  currency: string;
  option: string | null;
  deliveryMethod: string;
  recipientName: string | null;
  recipientEmail: string | null;
  scheduledAt: Date | null;
  timeZone: string | null;
  deliveryId: string | null;
  deliveryState: string | null;
  sendAt: Date | null;
  sentAt: Date | null;
}

const giftColumns = {
  cardId: giftCards.id,
  code: giftCards.code,
  kind: giftCards.kind,
  title: giftCards.title,
  initialMinor: giftCards.initialMinor,
  currency: giftCards.currency,
  option: orderLines.denominationLabel,
  deliveryMethod: giftCards.deliveryMethod,
  recipientName: giftCards.recipientName,
  recipientEmail: giftCards.recipientEmail,
  scheduledAt: giftCards.scheduledAt,
  timeZone: giftCards.timeZone,
  deliveryId: deliveries.id,
  deliveryState: deliveries.state,
  sendAt: deliveries.sendAt,
  sentAt: deliveries.sentAt,
};

function selectGifts(db: Executor, storeId: string, orderId: string) {
  return db
    .select(giftColumns)
    .from(giftCards)
    .leftJoin(orderLines, eq(orderLines.id, giftCards.orderLineId))
    .leftJoin(
      deliveries,
      and(eq(deliveries.subjectId, giftCards.id), eq(deliveries.kind, 'gift'), eq(deliveries.storeId, storeId)),
    )
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.storeId, storeId)));
}

/** The order's cards sent to someone other than the buyer (gifts), in the order of their lines. */
export async function listManagedGifts(db: Executor, storeId: string, orderId: string): Promise<ManagedGiftRow[]> {
  return selectGifts(db, storeId, orderId).orderBy(
    asc(orderLines.position),
    asc(giftCards.createdAt),
    asc(giftCards.id),
  );
}

/** One gift, its delivery row locked for the change about to be made (the card row too). */
export async function lockManagedGift(
  db: Executor,
  storeId: string,
  orderId: string,
  cardId: string,
): Promise<ManagedGiftRow | null> {
  const [row] = await db
    .select(giftColumns)
    .from(giftCards)
    .leftJoin(orderLines, eq(orderLines.id, giftCards.orderLineId))
    .leftJoin(
      deliveries,
      and(eq(deliveries.subjectId, giftCards.id), eq(deliveries.kind, 'gift'), eq(deliveries.storeId, storeId)),
    )
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.storeId, storeId), eq(giftCards.id, cardId)))
    .for('update', { of: [giftCards] });
  if (!row?.deliveryId) return row ?? null;
  // The delivery row is locked on its own: a left join's nullable side cannot be locked with the card.
  const [locked] = await db
    .select({ state: deliveries.state, sendAt: deliveries.sendAt, sentAt: deliveries.sentAt })
    .from(deliveries)
    .where(eq(deliveries.id, row.deliveryId))
    .for('update');
  return locked ? { ...row, deliveryState: locked.state, sendAt: locked.sendAt, sentAt: locked.sentAt } : row;
}

export async function findManageChange(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .select({
      id: giftManageChanges.id,
      orderId: giftManageChanges.orderId,
      action: giftManageChanges.action,
      detail: giftManageChanges.detail,
      reference: orders.reference,
      customer: orders.customer,
      language: orders.language,
    })
    .from(giftManageChanges)
    .innerJoin(orders, eq(orders.id, giftManageChanges.orderId))
    .where(and(eq(giftManageChanges.id, id), eq(giftManageChanges.storeId, storeId)))
    .limit(1);
  return row ?? null;
}
