import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { JobLog } from '../jobs/index.ts';
import { flagForReview, lockOrderOfIntent } from '../orders/index.ts';
import { providerRiskReason } from '../orders/index.ts';
import { lockIntent, updateIntent, type IntentRecord } from '../payments/index.ts';
import type { EventOutcome } from './stripe-events.ts';

/**
 * charge.succeeded: the card's brand and last 4 and Stripe's risk level are kept on the intent.
 * It may come before or after payment_intent.succeeded: an order made later reads the risk
 * level at fulfilment (under the intent's lock, as here); one made already is flagged now.
 */
export async function chargeSucceeded(
  db: Database,
  log: JobLog,
  intent: IntentRecord,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<EventOutcome> {
  const card = charge.payment_method_details?.card;
  const riskLevel = charge.outcome?.risk_level ?? null;
  return db.transaction(async (tx): Promise<EventOutcome> => {
    await lockIntent(tx, intent.id);
    await updateIntent(tx, intent.id, { cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null, riskLevel });
    const reason = providerRiskReason(riskLevel);
    const order = reason ? await lockOrderOfIntent(tx, intent.id) : null;
    if (!reason || !order || !(await flagForReview(tx, order.id, reason))) return 'handled';
    await recordAudit(
      tx,
      { storeId: order.storeId, actor: { kind: 'system', id: null, name: 'Stripe' }, requestId: event.id },
      {
        action: 'order.flagged-for-review',
        target: { type: 'order', id: order.id, label: order.reference },
        before: { reviewReason: order.reviewClearedAt ? null : order.reviewReason },
        after: { reviewReason: reason },
        reason,
      },
    );
    log.warn({ orderId: order.id, riskLevel }, 'stripe rated the payment risky: the order is flagged for review');
    return 'handled';
  });
}
