import { and, eq, inArray } from 'drizzle-orm';
import { isPercentType } from '@giftfront/domain/branding';
import type { DiscountCode, DiscountType } from '@giftfront/domain/discount';
import type { Executor } from '../../db/client.ts';
import { discountCodes } from '../../db/schema/index.ts';

export type DiscountRecord = typeof discountCodes.$inferSelect;

export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export async function findDiscountCodes(db: Executor, storeId: string, codes: string[]): Promise<DiscountRecord[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), inArray(discountCodes.code, codes.map(normalizeDiscountCode))));
}

/** Every use the limit allows is counted (or, with `reserved`, held by other payments too). */
export const isUsedUp = (row: DiscountRecord, reserved = 0): boolean =>
  row.usageLimit !== null && row.timesUsed + reserved >= row.usageLimit;

/**
 * Why a code cannot be used now, or null: status, validity window, usage limit (with the uses
 * other payments hold when `reserved` is given: docs/decisions/0003).
 */
export function discountProblem(row: DiscountRecord, now: Date, reserved = 0): string | null {
  if (row.status !== 'Active') return `The discount code ${row.code} is not active`;
  if (row.validFrom && row.validFrom > now) return `The discount code ${row.code} is not valid yet`;
  if (row.validUntil && row.validUntil < now) return `The discount code ${row.code} has expired`;
  if (isUsedUp(row, reserved)) return `The discount code ${row.code} has been used up`;
  return null;
}

/** product §3 Discount code inside: percent as a percentage, fixed amounts in minor units (discountCodeCodec gives the wire's decimals). */
export function toDiscountCode(row: DiscountRecord, now: Date, reserved = 0): DiscountCode {
  return {
    code: row.code,
    status: discountProblem(row, now, reserved) ? 'Inactive' : 'Active',
    discountType: row.discountType as DiscountType,
    amount: isPercentType(row.discountType) ? row.value / 100 : row.value,
    description: row.description,
    minimumQuantity: row.minimumQuantity,
    // product §3's shape for a code on every product; the list only when the code is limited (issue 25).
    ...(row.productIds?.length ? { productIds: row.productIds } : {}),
  };
}
