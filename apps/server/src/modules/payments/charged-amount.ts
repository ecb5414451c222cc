import { snapshotTotal, validatedSnapshotSchema } from './validated-order.ts';
import type { IntentRecord } from './intent-repository.ts';

/** The provider charged exactly the validated total, in the store's currency: the amount is always the server's. */
export function chargedAsValidated(intent: IntentRecord, amountMinor: number, currency: string): boolean {
  const snapshot = validatedSnapshotSchema.safeParse(intent.validatedOrder);
  if (!snapshot.success) return false;
  return (
    snapshotTotal(snapshot.data) === amountMinor && snapshot.data.currency.toUpperCase() === currency.toUpperCase()
  );
}

/** Why a payment whose charged amount is not the validated total is refunded rather than fulfilled. */
export const CHARGED_OTHER_AMOUNT = 'The payment was for an amount other than the order total.';
