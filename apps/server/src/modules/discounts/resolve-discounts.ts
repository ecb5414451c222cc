import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/refuse.ts';
import {
  discountProblem,
  findDiscountCodes,
  isUsedUp,
  normalizeDiscountCode,
  type DiscountRecord,
} from './discount-repository.ts';

/** The payload's discount codes as the store has them, each usable now for this cart (product §5 Promo input). */
export async function resolveDiscounts(
  tx: Executor,
  storeId: string,
  codes: string[],
  totalQuantity: number,
  now: Date,
): Promise<DiscountRecord[]> {
  const normalized = codes.map(normalizeDiscountCode);
  if (new Set(normalized).size !== normalized.length) throw refuse('This discount code is already applied');
  const rows = await findDiscountCodes(tx, storeId, normalized);
  return normalized.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw refuse(`The discount code ${code} is not valid.`);
    const problem = discountProblem(row, now);
    // Used up is a conflict with other orders (409), like a sold-out product; the rest are 400.
    if (problem) throw refuse(problem, isUsedUp(row) ? 409 : 400);
    // product §8 text.
    if (totalQuantity < row.minimumQuantity)
      throw refuse(`This coupon requires a minimum of ${row.minimumQuantity} gift cards in your cart`);
    return row;
  });
}
