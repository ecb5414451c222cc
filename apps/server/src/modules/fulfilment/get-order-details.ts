import type { OrderResultWire } from '@giftfront/domain/order';
import type { WalletSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import type { PaymentProviders } from '../payments/index.ts';
import type { JobLog } from '../jobs/index.ts';
import { CHARGED_OTHER_AMOUNT, chargedAsValidated } from '../payments/index.ts';
import { findStoreIntent, type IntentRecord } from '../payments/index.ts';
import { completePayment } from './payment-outcome.ts';
import { refundedAnswer, refundStateOf } from '../payments/index.ts';
import { refundUnfulfillable } from './refund-unfulfillable.ts';
import { findOrderByIntent } from '../orders/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { orderDetails } from '../orders/index.ts';

/**
 * product §7 GetOrderDetails. The confirmation page may arrive before the webhook: when the
 * provider says the intent succeeded and no order exists yet, it is fulfilled here first. A paid
 * order that could not be fulfilled answers 410 with the refund message (docs/decisions/0008).
 */
export async function getOrderDetails(
  deps: { db: Database; payments: PaymentProviders; log: JobLog },
  store: StoreRecord,
  providerIntentId: string,
  access: { full: boolean; wallet?: WalletSettings },
): Promise<OrderResultWire> {
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
  return orderDetails(
    deps.db,
    order!,
    { ...intent, status: 'succeeded' },
    {
      ...access,
      translations: store.settings.translations,
    },
  );
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
