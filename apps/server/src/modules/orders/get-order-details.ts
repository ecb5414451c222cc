import { eq } from 'drizzle-orm';
import type { OrderResult } from '@giftfront/domain/order';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { PaymentProviders } from '../../payments/payments-plugin.ts';
import { findStoreIntent } from '../payments/intent-repository.ts';
import { completePayment } from '../payments/payment-outcome.ts';
import { chargedAsValidated } from '../payments/charged-amount.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import { orderDetails } from './order-details.ts';

/**
 * SPEC §7 GetOrderDetails. The confirmation page may arrive before the webhook: when the
 * provider says the intent succeeded and no order exists yet, it is fulfilled here first.
 */
export async function getOrderDetails(
  deps: { db: Database; payments: PaymentProviders },
  store: StoreRecord,
  providerIntentId: string,
): Promise<OrderResult> {
  const intent = await findStoreIntent(deps.db, store.id, providerIntentId);
  if (!intent) throw notFound('Order not found');
  let [order] = await deps.db.select().from(orders).where(eq(orders.paymentIntentId, intent.id)).limit(1);
  if (!order) {
    if (!(await providerSucceeded(deps, store, intent))) throw conflict('Payment not completed');
    order = await completePayment(deps.db, intent.id, { alreadyCharged: true });
  }
  return orderDetails(deps.db, order, { ...intent, status: 'succeeded' });
}

async function providerSucceeded(
  deps: { payments: PaymentProviders },
  store: StoreRecord,
  intent: NonNullable<Awaited<ReturnType<typeof findStoreIntent>>>,
): Promise<boolean> {
  if (intent.status === 'succeeded') return true;
  if (intent.provider !== 'stripe') return false;
  const provider = deps.payments.byName('stripe');
  if (!provider) return false;
  const state = await provider.retrieve({ providerIntentId: intent.providerIntentId, connectedAccountId: store.settings.payment.connectedAccountId ?? null });
  return state.status === 'succeeded' && chargedAsValidated(intent, state.amountMinor, state.currency);
}
