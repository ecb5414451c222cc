import { listDuePendingRefunds, takePendingRefund } from '../payments/index.ts';
import { issueRefund, type RefundDeps } from './refund-unfulfillable.ts';

/** A refund still pending this long after it was decided (or last tried) is tried again. */
export const REFUND_RETRY_AFTER_SECONDS = 120;

/**
 * Refunds decided but not confirmed by the provider (it was unavailable, or the instance stopped
 * mid-way) are asked for again. Each is taken by one instance with a conditional update that
 * moves updated_at on; the provider's idempotency key makes even an overlapping try refund once.
 */
export async function retryPendingRefunds(
  deps: RefundDeps,
  afterSeconds = REFUND_RETRY_AFTER_SECONDS,
  limit = 50,
): Promise<number> {
  let refunded = 0;
  for (const id of await listDuePendingRefunds(deps.db, afterSeconds, limit)) {
    const taken = await takePendingRefund(deps.db, id, afterSeconds);
    if (taken && (await issueRefund(deps, taken)).status === 'refunded') refunded += 1;
  }
  return refunded;
}
