import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { findStoreOrder } from './order-detail-read-model.ts';
import { clearReviewFlag } from './order-refund-repository.ts';

/** An owner has looked at a flagged order: the flag is cleared with their note, and audited. */
export async function clearReview(db: Database, audit: AuditContext, orderId: string, note: string): Promise<void> {
  const { actor } = audit;
  await db.transaction(async (tx) => {
    const order = await findStoreOrder(tx, audit.storeId, orderId);
    if (!order) throw notFound('Order not found');
    const cleared = await clearReviewFlag(tx, order.id, actor.name, note);
    if (!cleared) throw conflict('This order is not flagged for review.');
    await recordAudit(tx, audit, {
      action: 'order.review-cleared',
      target: { type: 'order', id: order.id, label: order.reference },
      before: { reviewReason: order.reviewReason },
      after: { reviewCleared: true },
      reason: note,
    });
  });
}
