import type { OrderResult } from '@giftfront/domain/order';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { PaymentProviders } from '../payments/providers/payments-plugin.ts';
import type { JobLog } from '../jobs/job-log.ts';
import { CHARGED_OTHER_AMOUNT, chargedAsValidated } from '../payments/charged-amount.ts';
import { findStoreIntent, type IntentRecord } from '../payments/intent-repository.ts';
import { completePayment } from './payment-outcome.ts';
import { refundedAnswer, refundStateOf } from '../payments/refund-message.ts';
import { refundUnfulfillable } from './refund-unfulfillable.ts';
import { findOrderByIntent } from '../orders/order-repository.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import { orderDetails } from '../orders/order-details.ts';

/**
 * product §7 GetOrderDetails. The confirmation page may arrive before the webhook: when the
 * provider says the intent succeeded and no order exists yet, it is fulfilled here first. A paid
 * order that could not be fulfilled answers 410 with the refund message (docs/decisions/0008).
 */
export async function getOrderDetails(
  deps: { db: Database; payments: PaymentProviders; log: JobLog },
  store: StoreRecord,
  providerIntentId: string,
  access: { full: boolean },
): Promise<OrderResult> {
  const intent = await findStoreIntent(deps.db, store.id, providerIntentId);
  if (!intent) throw notFound('Order not found');
  let order = await findOrderByIntent(deps.db, intent.id);
  const refunded = refundStateOf(intent);
  if (!order && refunded) throw refundedAnswer(refunded);
  if (!order) {
    const payment = await providerPayment(deps, store, intent);
    if (payment === 'unpaid') throw conflict('Payment not completed');
    if (payment === 'other-amount') {
      const refund = await refundUnfulfillable(deps, intent.id, CHARGED_OTHER_AMOUNT);
      if (refund !== 'fulfilled') throw refundedAnswer(refund);
      order = await findOrderByIntent(deps.db, intent.id);
    } else order = await completePayment(deps, intent.id, { alreadyCharged: true });
  }
  return orderDetails(deps.db, order!, { ...intent, status: 'succeeded' }, access);
}

/** Whether the provider took the money, and whether it took the validated total. */
async function providerPayment(
  deps: { payments: PaymentProviders },
  store: StoreRecord,
  intent: IntentRecord,
): Promise<'paid' | 'other-amount' | 'unpaid'> {
  if (intent.status === 'succeeded') return 'paid';
  if (intent.provider !== 'stripe') return 'unpaid';
  const provider = deps.payments.byName('stripe');
  if (!provider) return 'unpaid';
  const state = await provider.retrieve({
    providerIntentId: intent.providerIntentId,
    connectedAccountId: store.settings.payment.connectedAccountId ?? null,
  });
  if (state.status !== 'succeeded') return 'unpaid';
  return chargedAsValidated(intent, state.amountMinor, state.currency) ? 'paid' : 'other-amount';
}
