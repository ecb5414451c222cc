import type { Executor } from '../../db/client.ts';
import type { DiscountRecord } from './discount-repository.ts';
import {
  countDiscountUse,
  endHeldReservations,
  insertReservations,
  liveReservations,
  lockDiscountCodes,
} from './reservation-repository.ts';
import { recordEmailUse } from './email-use-repository.ts';

/**
 * Discount usage limits held like gift card balances (docs/decisions/0003): ValidateOrder
 * reserves one use of each code for its payment, payment consumes it, and at no moment do a
 * code's uses and live reservations together pass its limit. Every check runs under the code's
 * row lock, so concurrent checkouts queue on it rather than all seeing the last free use.
 */

export interface DiscountUse {
  discountCodeId: string;
  code: string;
}

/** Whether one more use fits: used plus held by others stays below the limit. */
async function hasUseLeft(tx: Executor, row: DiscountRecord, now: Date, paymentIntentId: string): Promise<boolean> {
  if (row.usageLimit === null) return true;
  return row.timesUsed + (await liveReservations(tx, row.id, now, paymentIntentId)) < row.usageLimit;
}

const usedUp = (code: string) => `The discount code ${code} has been used up`;

/**
 * Holds one use of each code for the payment until `expiresAt`. Returns why a code cannot be
 * held (another payment took its last use), or null when all are held.
 */
export async function reserveDiscountUses(
  tx: Executor,
  reservation: { paymentIntentId: string; uses: DiscountUse[]; expiresAt: Date; now: Date },
): Promise<string | null> {
  const { paymentIntentId, uses, expiresAt, now } = reservation;
  const rows = await lockDiscountCodes(
    tx,
    uses.map((use) => use.discountCodeId),
  );
  for (const use of uses) {
    const row = rows.find((r) => r.id === use.discountCodeId);
    if (!row || !(await hasUseLeft(tx, row, now, paymentIntentId))) return usedUp(use.code);
  }
  await insertReservations(
    tx,
    paymentIntentId,
    uses.map((use) => use.discountCodeId),
    expiresAt,
  );
  return null;
}

/** Gives back the payment's held uses (re-validation, a failed or refunded payment). */
export async function releaseDiscountReservations(tx: Executor, paymentIntentId: string): Promise<void> {
  await endHeldReservations(tx, paymentIntentId, 'released');
}

/** Why a code may not be used at this moment, its limit aside: switched off, not yet or no longer valid. */
function validityProblem(row: DiscountRecord, now: Date): string | null {
  if (row.status !== 'Active') return `The discount code ${row.code} is no longer active.`;
  if (row.validFrom && row.validFrom > now) return `The discount code ${row.code} is not valid yet.`;
  if (row.validUntil && row.validUntil < now) return `The discount code ${row.code} has expired.`;
  return null;
}

/**
 * At payment: each code is checked again (validity and limit, the payment's own reservation
 * aside, which may have run out meanwhile) and its use counted, the reservation consumed.
 * Returns why the order cannot have its discount, or null.
 */
export async function consumeDiscountUses(
  tx: Executor,
  paymentIntentId: string,
  uses: DiscountUse[],
  now: Date,
  email: string,
): Promise<string | null> {
  const rows = await lockDiscountCodes(
    tx,
    uses.map((use) => use.discountCodeId),
  );
  for (const use of uses) {
    const row = rows.find((r) => r.id === use.discountCodeId);
    if (!row) return `The discount code ${use.code} is no longer available.`;
    const problem =
      validityProblem(row, now) ?? ((await hasUseLeft(tx, row, now, paymentIntentId)) ? null : usedUp(row.code));
    if (problem) return problem;
  }
  // A once-per-customer code: the (code, email) pair is unique, so of two orders paid at once with one email, one wins.
  for (const row of rows.filter((r) => r.oncePerEmail)) {
    if (!(await recordEmailUse(tx, row.id, email, paymentIntentId)))
      return `The discount code ${row.code} can be used once per customer, and ${email} has used it already.`;
  }
  for (const use of uses) await countDiscountUse(tx, use.discountCodeId);
  await endHeldReservations(tx, paymentIntentId, 'consumed');
  return null;
}
