import { minorUnits, toMajor } from '@giftfront/domain/money';
import { orderLanguage } from '../../lib/i18n/server-i18n.ts';
import type { Transaction } from '../../db/client.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import { lockGiftCards } from '../gift-cards/index.ts';
import { loadMoney } from '../gift-cards/index.ts';
import { todayUtc } from '../gift-cards/index.ts';
import type { IntentRecord, ReportedCard } from '../payments/index.ts';
import { FulfilmentRefusedError } from './count-stock.ts';
import { insertPaidOrder, type OrderRecord } from '../orders/index.ts';
import { topupAmountProblem, topupCardProblem } from '../gift-cards/index.ts';
import type { ValidatedTopup } from '../payments/index.ts';
import { findStoreSettings } from '../stores/index.ts';

/** A paid top-up: the card's balance grows by the amount (a 'topup' entry) and the payer gets a receipt. */
export async function fulfilTopup(
  tx: Transaction,
  intent: IntentRecord,
  snapshot: ValidatedTopup,
  now: Date,
  /** The card the provider reported, recorded on the intent with its success (insertPaidOrder). */
  paidWith?: ReportedCard,
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
      toMajor(minorUnits(snapshot.amountMinor), snapshot.currency),
      card,
      snapshot.currency,
      settings.maxGiftCardBalance,
    );
  if (problem) throw new FulfilmentRefusedError(problem);
  const order = await insertPaidOrder(
    tx,
    {
      storeId: intent.storeId,
      paymentIntentId: intent.id,
      kind: 'topup',
      customer,
      currency: snapshot.currency,
      language: snapshot.language ?? orderLanguage(null, settings),
      subtotalMinor: snapshot.amountMinor,
      totalMinor: snapshot.amountMinor,
      pricing: { topup: { giftCardId: snapshot.giftCardId, codeEnding: snapshot.codeEnding } },
    },
    now,
    paidWith,
  );
  // A load starts the US federal rule's five years again (decision 0162).
  const added = await loadMoney(
    tx,
    intent.storeId,
    {
      giftCardId: snapshot.giftCardId,
      amountMinor: snapshot.amountMinor,
      paymentIntentId: intent.id,
      orderId: order.id,
    },
    now,
  );
  if (!added) throw new FulfilmentRefusedError('Gift card not found');
  await recordDeliveries(tx, [
    { storeId: intent.storeId, kind: 'topup-receipt', subjectId: intent.id, recipient: customer.email, sendAt: now },
  ]);
  return order;
}
