import { BULK_CODES_DAYS } from '@giftfront/domain/bulk-order';
import { validatedSnapshotSchema } from '../payments/index.ts';

const DAY_MS = 24 * 3600_000;

/**
 * A 'send the codes to me' order's download window (issue 31, decision 0163): its buyer may
 * download the codes as CSV for BULK_CODES_DAYS days after the order was placed, from the page
 * that paid or from its confirmation page opened later (the receipt's link). Null for an order
 * whose cards were emailed to their recipients.
 */
export function codesDownloadWindow(
  order: { createdAt: Date },
  intent: { validatedOrder: unknown },
  now: Date = new Date(),
): { until: Date; open: boolean } | null {
  const snapshot = validatedSnapshotSchema.safeParse(intent.validatedOrder);
  const codesToBuyer = snapshot.success && snapshot.data.kind === 'order' && snapshot.data.bulk?.codesToBuyer;
  if (!codesToBuyer) return null;
  const until = new Date(order.createdAt.getTime() + BULK_CODES_DAYS * DAY_MS);
  return { until, open: now.getTime() <= until.getTime() };
}
