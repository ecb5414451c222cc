import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema/index.ts';
import { issueRefund, type RefundDeps } from './refund-unfulfillable.ts';

/** A refund still pending this long after it was decided (or last tried) is tried again. */
export const REFUND_RETRY_AFTER_SECONDS = 120;

/**
 * Refunds decided but not confirmed by the provider (it was unavailable, or the instance stopped
 * mid-way) are asked for again. Each is taken by one instance with a conditional update that
 * moves updated_at on; the provider's idempotency key makes even an overlapping try refund once.
 */
export async function retryPendingRefunds(deps: RefundDeps, afterSeconds = REFUND_RETRY_AFTER_SECONDS, limit = 50): Promise<number> {
  const due = sql`now() - ${afterSeconds}::int * interval '1 second'`;
  const pending = and(eq(paymentIntents.refundStatus, 'pending'), lte(paymentIntents.updatedAt, due));
  const candidates = await deps.db.select({ id: paymentIntents.id }).from(paymentIntents).where(pending).orderBy(asc(paymentIntents.updatedAt)).limit(limit);
  let refunded = 0;
  for (const { id } of candidates) {
    const [taken] = await deps.db
      .update(paymentIntents)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(paymentIntents.id, id), pending))
      .returning();
    if (taken && (await issueRefund(deps, taken)).status === 'refunded') refunded += 1;
  }
  return refunded;
}
