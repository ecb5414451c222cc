import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DeliveryFilter, GiftDelivery } from '@giftfront/domain/admin/deliveries';
import { isValidTimeZone } from '@giftfront/domain/zoned-time';
import type { Executor } from '../../../db/client.ts';
import { deliveries, giftCards, orders } from '../../../db/schema/index.ts';

// A read model over the gift emails' delivery rows (deliveries), their cards and their orders: the
// dashboard's Deliveries page. Its lock holds the delivery row for the change deliveries' public file makes.

/** How each dashboard filter reads the delivery states of decision 0004. */
const STATES_OF: Record<DeliveryFilter, string[]> = {
  scheduled: ['pending'],
  failed: ['failed'],
  bounced: ['bounced'],
};
const LIST_LIMIT = 500;

const columns = {
  id: deliveries.id,
  state: deliveries.state,
  recipient: deliveries.recipient,
  sendAt: deliveries.sendAt,
  attempts: deliveries.attempts,
  lastError: deliveries.lastError,
  cardId: giftCards.id,
  code: giftCards.code,
  recipientName: giftCards.recipientName,
  senderEmail: giftCards.senderEmail,
  senderName: giftCards.senderName,
  timeZone: giftCards.timeZone,
  orderId: orders.id,
  orderReference: orders.reference,
};

export type GiftDeliveryRow = {
  id: string;
  state: string;
  recipient: string;
  sendAt: Date;
  attempts: number;
  lastError: string | null;
  cardId: string;
  code: string;
  recipientName: string | null;
  senderEmail: string | null;
  senderName: string | null;
  timeZone: string | null;
  orderId: string | null;
  orderReference: string | null;
};

function selectGiftDeliveries(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(deliveries)
    .innerJoin(giftCards, and(eq(giftCards.id, deliveries.subjectId), eq(giftCards.storeId, deliveries.storeId)))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(deliveries.kind, 'gift'), where));
}

/** Scheduled ones soonest first; failed and bounced ones latest first. */
export async function listGiftDeliveries(
  db: Executor,
  storeId: string,
  filter: DeliveryFilter,
): Promise<GiftDeliveryRow[]> {
  const order = filter === 'scheduled' ? asc(deliveries.sendAt) : desc(deliveries.updatedAt);
  return selectGiftDeliveries(db, and(eq(deliveries.storeId, storeId), inArray(deliveries.state, STATES_OF[filter])))
    .orderBy(order)
    .limit(LIST_LIMIT);
}

/** One gift delivery of the store, locked for the change about to be made to it. */
export async function lockGiftDelivery(db: Executor, storeId: string, id: string): Promise<GiftDeliveryRow | null> {
  const [row] = await selectGiftDeliveries(db, and(eq(deliveries.storeId, storeId), eq(deliveries.id, id))).for(
    'update',
    { of: deliveries },
  );
  return row ?? null;
}

const LISTED_STATE: Record<string, GiftDelivery['state']> = { pending: 'scheduled' };

export function toGiftDelivery(row: GiftDeliveryRow): GiftDelivery {
  return {
    id: row.id,
    state: LISTED_STATE[row.state] ?? (row.state as GiftDelivery['state']),
    orderId: row.orderId,
    orderReference: row.orderReference,
    cardLast4: row.code.replace(/[\s-]/g, '').slice(-4),
    recipientName: row.recipientName,
    recipientEmail: row.recipient,
    buyerEmail: row.senderEmail,
    scheduledAt: row.sendAt.toISOString(),
    timeZone: row.timeZone && isValidTimeZone(row.timeZone) ? row.timeZone : 'UTC',
    attempts: row.attempts,
    lastError: row.lastError,
  };
}
