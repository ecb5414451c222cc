import type { Transaction } from '../../db/client.ts';
import { recordDeliveries } from '../deliveries/record-deliveries.ts';
import { changeBalance } from '../gift-cards/gift-card-ledger.ts';
import type { IntentRecord } from '../payments/intent-repository.ts';
import { insertOrder, type OrderRecord } from './insert-order.ts';
import { refuse } from './refuse.ts';
import type { ValidatedTopup } from './validated-order.ts';

/** A paid top-up: the card's balance grows by the amount (a 'topup' entry) and the payer gets a receipt. */
export async function fulfilTopup(tx: Transaction, intent: IntentRecord, snapshot: ValidatedTopup, now: Date): Promise<OrderRecord> {
  const { customer } = snapshot;
  const order = await insertOrder(
    tx,
    {
      storeId: intent.storeId,
      paymentIntentId: intent.id,
      kind: 'topup',
      customer,
      currency: snapshot.currency,
      subtotalMinor: snapshot.amountMinor,
      totalMinor: snapshot.amountMinor,
      pricing: { topup: { giftCardId: snapshot.giftCardId, codeEnding: snapshot.codeEnding } },
    },
    now,
  );
  const added = await changeBalance(tx, { giftCardId: snapshot.giftCardId, kind: 'topup', amountMinor: snapshot.amountMinor, paymentIntentId: intent.id, orderId: order.id });
  if (!added) throw refuse('Gift card not found', 404);
  await recordDeliveries(tx, [{ storeId: intent.storeId, kind: 'topup-receipt', subjectId: intent.id, recipient: customer.email, sendAt: now }]);
  return order;
}
