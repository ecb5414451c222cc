import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isPercentType } from '@giftfront/domain/branding';
import type { DiscountCode, DiscountType } from '@giftfront/domain/discount';
import { toMajor } from '@giftfront/domain/money';
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

/** Why a code cannot be used now, or null: status, validity window, usage limit. */
export function discountProblem(row: DiscountRecord, now: Date): string | null {
  if (row.status !== 'Active') return `The discount code ${row.code} is not active`;
  if (row.validFrom && row.validFrom > now) return `The discount code ${row.code} is not valid yet`;
  if (row.validUntil && row.validUntil < now) return `The discount code ${row.code} has expired`;
  if (row.usageLimit !== null && row.timesUsed >= row.usageLimit) return `The discount code ${row.code} has been used up`;
  return null;
}

/** SPEC §3 Discount code: percent as a percentage, fixed amounts in the store currency's decimals. */
export function toDiscountCode(row: DiscountRecord, currency: string, now: Date): DiscountCode {
  return {
    code: row.code,
    status: discountProblem(row, now) ? 'Inactive' : 'Active',
    discountType: row.discountType as DiscountType,
    amount: isPercentType(row.discountType) ? row.value / 100 : toMajor(row.value, currency),
    description: row.description,
    minimumQuantity: row.minimumQuantity,
  };
}

/**
 * Counts the order's use of its codes. Guarded by the usage limit: a code used up by a
 * concurrent order is not counted past its limit (the CHECK constraint is never hit).
 */
export async function countDiscountUse(tx: Executor, ids: string[]): Promise<string[]> {
  const notCounted: string[] = [];
  for (const id of [...ids].sort()) {
    const rows = await tx
      .update(discountCodes)
      .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
      .where(and(eq(discountCodes.id, id), or(isNull(discountCodes.usageLimit), lt(discountCodes.timesUsed, discountCodes.usageLimit))))
      .returning({ id: discountCodes.id });
    if (rows.length === 0) notCounted.push(id);
  }
  return notCounted;
}

