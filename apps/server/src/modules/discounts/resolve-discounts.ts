import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/refuse.ts';
import {
  discountProblem,
  findDiscountCodes,
  isUsedUp,
  normalizeDiscountCode,
  type DiscountRecord,
} from './discount-repository.ts';
import { emailHasUsedCode } from './email-use-repository.ts';

/** What the code's own rules look at besides the quantity (decision 0078). */
export interface DiscountCart {
  /** The cart's subtotal before discounts, in minor units of `currency`. */
  subtotalMinor: number;
  currency: string;
  /** The buyer's email: a once-per-customer code is refused to an email that has used it. */
  email: string;
  /** The products in the cart: a code limited to chosen products needs one of them. */
  productIds: string[];
}

/** The payload's discount codes as the store has them, each usable now for this cart (product §5 Promo input). */
export async function resolveDiscounts(
  tx: Executor,
  storeId: string,
  codes: string[],
  totalQuantity: number,
  now: Date,
  cart: DiscountCart,
): Promise<DiscountRecord[]> {
  const normalized = codes.map(normalizeDiscountCode);
  if (new Set(normalized).size !== normalized.length) throw refuse('This discount code is already applied');
  const rows = await findDiscountCodes(tx, storeId, normalized);
  const resolved = normalized.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw refuse(`The discount code ${code} is not valid.`);
    const problem = discountProblem(row, now);
    // Used up is a conflict with other orders (409), like a sold-out product; the rest are 400.
    if (problem) throw refuse(problem, isUsedUp(row) ? 'conflict' : 'invalid');
    // product §8 text.
    if (totalQuantity < row.minimumQuantity)
      throw refuse(`This coupon requires a minimum of ${row.minimumQuantity} gift cards in your cart`);
    if (row.minimumOrderMinor !== null && cart.subtotalMinor < row.minimumOrderMinor)
      throw refuse(
        `The discount code ${row.code} needs an order of at least ${formatMoney(minorUnits(row.minimumOrderMinor), cart.currency)}; your cart comes to ${formatMoney(minorUnits(cart.subtotalMinor), cart.currency)}.`,
      );
    if (row.productIds?.length && !cart.productIds.some((id) => row.productIds!.includes(id)))
      throw refuse(`The discount code ${row.code} applies only to some products, and none of them is in your cart.`);
    return row;
  });
  for (const row of resolved) {
    if (row.oncePerEmail && cart.email && (await emailHasUsedCode(tx, row.id, cart.email)))
      throw refuse(
        `The discount code ${row.code} can be used once per customer, and ${cart.email} has used it already.`,
      );
  }
  return resolved;
}
