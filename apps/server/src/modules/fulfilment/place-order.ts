import type { OrderValidationPayloadWire } from '@giftfront/domain/order';
import { randomString } from '../../lib/random-id.ts';
import { insertIntent } from '../payments/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { FulfilmentRefusedError } from './count-stock.ts';
import { fulfilPayment } from './fulfil-payment.ts';
import { decimalText, refuse } from '../../lib/refuse.ts';
import { bindToIntent, priceSnapshot, type ValidationDeps } from '../orders/index.ts';
import { snapshotTotal } from '../payments/index.ts';

export interface PlacedOrder {
  success: true;
  message: string;
  paymentIntentId: string;
}

/**
 * An order that gift cards and discounts pay in full is placed without a card payment
 * ('Place order'): validated, held, and fulfilled in one transaction through the same
 * fulfilment, under an internal intent (provider 'none') that GetOrderDetails can find.
 */
export async function placeOrder(
  deps: ValidationDeps,
  store: StoreRecord,
  payload: OrderValidationPayloadWire,
): Promise<PlacedOrder> {
  if (payload.paymentIntentId)
    throw refuse('Place order is for orders with nothing to pay; this one has a card payment.');
  if (payload.isTopup) throw refuse('A top-up is paid by card.');
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      const snapshot = await priceSnapshot(tx, store, payload, null, now);
      const total = snapshotTotal(snapshot);
      if (total !== 0) throw refuse(`This order has ${decimalText(total, snapshot.currency)} to pay: pay by card.`);
      const providerIntentId = `po_${randomString(24)}`;
      const intent = await insertIntent(tx, {
        storeId: store.id,
        provider: 'none',
        providerIntentId,
        clientSecret: `${providerIntentId}_secret_${randomString(24)}`,
        amountMinor: 0,
        currency: snapshot.currency,
        status: 'requires_confirmation',
        kind: 'order',
      });
      await bindToIntent(tx, deps, store, intent, snapshot, now);
      await fulfilPayment(tx, intent.id, now, undefined, store);
      return { success: true as const, message: 'Your order has been placed.', paymentIntentId: providerIntentId };
    });
  } catch (error) {
    if (error instanceof FulfilmentRefusedError) throw refuse(error.message, 'conflict');
    throw error;
  }
}
