import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { auditContextOf, recordAudit } from '../audit/record-audit.ts';
import { findStoreOrder } from './order-detail-repository.ts';
import { clearReviewFlag } from './order-refund-repository.ts';

/** An owner has looked at a flagged order: the flag is cleared with their note, and audited. */
export async function clearReview(db: Database, request: FastifyRequest, orderId: string, note: string): Promise<void> {
  const actor = actorOf(request);
  await db.transaction(async (tx) => {
    const order = await findStoreOrder(tx, request.store.id, orderId);
    if (!order) throw notFound('Order not found');
    const cleared = await clearReviewFlag(tx, order.id, actor.name, note);
    if (!cleared) throw conflict('This order is not flagged for review.');
    await recordAudit(tx, auditContextOf(request), {
      action: 'order.review-cleared',
      target: { type: 'order', id: order.id, label: order.reference },
      before: { reviewReason: order.reviewReason },
      after: { reviewCleared: true },
      reason: note,
    });
  });
}
