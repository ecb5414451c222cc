import { BULK_CODES_DAYS } from '@giftfront/domain/bulk-order';
import { currencyExponent, minorUnits, toMajor } from '@giftfront/domain/money';
import type { Database } from '../../db/client.ts';
import { csvDocument } from '../../lib/csv.ts';
import { DomainError, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { listOrderCards } from '../gift-cards/index.ts';
import { codesDownloadWindow, findOrderByIntent, listOrderLines } from '../orders/index.ts';
import { findStoreIntent } from '../payments/index.ts';

/**
 * 'Send the codes to me' (issue 31): the buyer's CSV of a Send to many order's codes, for the
 * browser that bought it or opened the receipt's link (order-access-http.ts, checked by the route),
 * for 7 days after the order, each download audited. The codes leave only in this body: never in
 * an address, a log or an event.
 */
export async function bulkOrderCodesCsv(
  db: Database,
  storeId: string,
  providerIntentId: string,
  audit: Omit<AuditContext, 'actor'>,
  now: Date = new Date(),
): Promise<{ filename: string; csv: string }> {
  const intent = await findStoreIntent(db, storeId, providerIntentId);
  const order = intent && (await findOrderByIntent(db, intent.id));
  if (!intent || !order) throw notFound('Order not found');
  const window = codesDownloadWindow(order, intent, now);
  if (!window) throw notFound('This order’s gift cards were emailed to their recipients: it has no codes to download.');
  if (!window.open)
    throw new DomainError(
      'gone',
      `The codes of this order could be downloaded for ${BULK_CODES_DAYS} days after it was placed, and that time has passed. Contact the store to have them sent again.`,
    );
  // In the order of the rows the buyer sent (one line each).
  const positions = new Map((await listOrderLines(db, order.id)).map((line) => [line.id, line.position]));
  const at = (id: string | null) => (id ? (positions.get(id) ?? 0) : 0);
  const cards = (await listOrderCards(db, storeId, order.id)).sort((a, b) => at(a.orderLineId) - at(b.orderLineId));
  const digits = currencyExponent(order.currency);
  const rows = cards.map((card) => [
    card.recipientName ?? '',
    card.recipientEmail ?? '',
    toMajor(minorUnits(card.initialMinor), card.currency).toFixed(digits),
    card.currency,
    card.code,
    card.expiresOn ?? '',
  ]);
  const buyer = (order.customer as { email?: string } | null)?.email ?? 'unknown';
  await recordAudit(
    db,
    { ...audit, actor: { kind: 'anonymous', id: null, name: `The buyer (${buyer})` } },
    {
      action: 'order.codes-downloaded',
      target: { type: 'order', id: order.id, label: order.reference },
      after: { cards: cards.length },
    },
  );
  return {
    filename: `${order.reference}-codes.csv`,
    csv: csvDocument([['name', 'email', 'amount', 'currency', 'code', 'expires_on'], ...rows]),
  };
}
