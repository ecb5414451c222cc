import type { Executor } from '../../db/client.ts';
import { appendLedger, changeBalance } from './gift-card-ledger.ts';
import { insertHold, markHoldCaptured, markHoldsReleased, openHolds } from './hold-repository.ts';

export class InsufficientBalanceError extends Error {}

/** Takes the amount off the card now and remembers it for the intent until capture or release. */
export async function holdGiftCardBalance(
  tx: Executor,
  hold: { giftCardId: string; paymentIntentId: string; amountMinor: number; expiresAt: Date },
): Promise<void> {
  const taken = await changeBalance(tx, {
    giftCardId: hold.giftCardId,
    kind: 'hold',
    amountMinor: -hold.amountMinor,
    paymentIntentId: hold.paymentIntentId,
  });
  if (!taken) throw new InsufficientBalanceError(hold.giftCardId);
  await insertHold(tx, hold);
}

/** Gives back the intent's held amounts (re-validation, payment failure, expiry). */
export async function releaseIntentHolds(
  tx: Executor,
  paymentIntentId: string,
  note: string,
  now?: Date,
): Promise<number> {
  const released = await markHoldsReleased(tx, paymentIntentId, now);
  for (const hold of released)
    await changeBalance(tx, {
      giftCardId: hold.giftCardId,
      kind: 'release',
      amountMinor: hold.amountMinor,
      paymentIntentId,
      note,
    });
  return released.length;
}

/**
 * On payment success, for each card the validated order spends: its held amount becomes
 * captured (a 0 'capture' entry: the hold already took it). If that hold was released meanwhile
 * (it expired before a late webhook) the amount is taken again when the card still has it;
 * what cannot be taken is returned as a shortfall for the order to flag.
 */
export async function captureIntentHolds(
  tx: Executor,
  paymentIntentId: string,
  orderId: string,
  spends: { giftCardId: string; amountMinor: number }[],
): Promise<number> {
  if (!spends.some((spend) => spend.amountMinor > 0)) return 0;
  const held = await openHolds(tx, paymentIntentId);
  let shortfall = 0;
  for (const spend of spends) {
    if (spend.amountMinor <= 0) continue;
    const hold = held.find((h) => h.giftCardId === spend.giftCardId);
    if (hold) {
      await markHoldCaptured(tx, hold.id);
      await appendLedger(tx, {
        giftCardId: hold.giftCardId,
        kind: 'capture',
        amountMinor: 0,
        paymentIntentId,
        orderId,
      });
      continue;
    }
    const retaken = await changeBalance(tx, {
      giftCardId: spend.giftCardId,
      kind: 'capture',
      amountMinor: -spend.amountMinor,
      paymentIntentId,
      orderId,
      note: 'hold had been released before the payment succeeded',
    });
    if (!retaken) shortfall += spend.amountMinor;
    else await insertHold(tx, { ...spend, paymentIntentId, status: 'captured', expiresAt: new Date() });
  }
  return shortfall;
}
