import { toMajor } from '@giftfront/domain/money';
import type { Transaction } from '../../db/client.ts';
import { recordDeliveries } from '../deliveries/record-deliveries.ts';
import { lockGiftCards } from '../gift-cards/hold-repository.ts';
import { changeBalance } from '../gift-cards/gift-card-ledger.ts';
import { todayUtc } from '../gift-cards/gift-card-lookup.ts';
import type { IntentRecord } from '../payments/intent-repository.ts';
import { FulfilmentRefusedError } from './count-stock.ts';
import { recordOrderPaid } from '../orders/order-events.ts';
import { insertOrder, type OrderRecord } from '../orders/order-repository.ts';
import { topupAmountProblem, topupCardProblem } from '../gift-cards/topup-rules.ts';
import type { ValidatedTopup } from '../payments/validated-order.ts';
import { findStoreSettings } from '../stores/store-repository.ts';

/** A paid top-up: the card's balance grows by the amount (a 'topup' entry) and the payer gets a receipt. */
export async function fulfilTopup(
  tx: Transaction,
  intent: IntentRecord,
  snapshot: ValidatedTopup,
  now: Date,
): Promise<OrderRecord> {
  const { customer } = snapshot;
  const [card] = await lockGiftCards(tx, intent.storeId, [snapshot.giftCardId]);
  const settings = await findStoreSettings(tx, intent.storeId);
  if (!card || !settings) throw new FulfilmentRefusedError('Gift card not found');
  // Checked again under the card's lock: two top-ups validated side by side must not pass the cap
  // together, and a card switched off since validation takes no money.
  const problem =
    topupCardProblem(card, snapshot.currency, todayUtc(now)) ??
    topupAmountProblem(
      toMajor(snapshot.amountMinor, snapshot.currency),
      card,
      snapshot.currency,
      settings.maxGiftCardBalance,
    );
  if (problem) throw new FulfilmentRefusedError(problem);
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
  await recordOrderPaid(tx, order);
  const added = await changeBalance(tx, {
    giftCardId: snapshot.giftCardId,
    kind: 'topup',
    amountMinor: snapshot.amountMinor,
    paymentIntentId: intent.id,
    orderId: order.id,
  });
  if (!added) throw new FulfilmentRefusedError('Gift card not found');
  await recordDeliveries(tx, [
    { storeId: intent.storeId, kind: 'topup-receipt', subjectId: intent.id, recipient: customer.email, sendAt: now },
  ]);
  return order;
}
