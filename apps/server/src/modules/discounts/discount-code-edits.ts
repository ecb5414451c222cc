import type {
  AdminDiscountCode,
  CreateDiscountCodeBody,
  UpdateDiscountCodeBody,
} from '@giftfront/domain/admin/discount-codes';
import { discountCodeRuleIssues } from '@giftfront/domain/admin/discount-codes';
import type { DiscountType } from '@giftfront/domain/discount';
import {
  currencyExponent,
  isPercentType,
  minorUnits,
  percentToBasisPoints,
  toMajor,
  toMinor,
} from '@giftfront/domain/money';
import type { DiscountCodeValues, DiscountRecordWithHolds } from './discount-admin-repository.ts';
import { normalizeDiscountCode, type DiscountRecord } from './discount-repository.ts';

/** The code as the dashboard shows it: stored basis points or minor units back to the API's decimals. */
export function toAdminDiscountCode(row: DiscountRecordWithHolds, currency: string): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    status: row.status === 'Inactive' ? 'Inactive' : 'Active',
    discountType: row.discountType as DiscountType,
    amount: isPercentType(row.discountType) ? row.value / 100 : toMajor(minorUnits(row.value), currency),
    description: row.description,
    minimumQuantity: row.minimumQuantity,
    usageLimit: row.usageLimit,
    uses: row.timesUsed,
    held: row.held,
    remaining: row.usageLimit === null ? null : Math.max(0, row.usageLimit - row.timesUsed - row.held),
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    minimumOrderAmount: row.minimumOrderMinor === null ? null : toMajor(minorUnits(row.minimumOrderMinor), currency),
    oncePerEmail: row.oncePerEmail,
    batch: row.batch,
    productIds: row.productIds?.length ? row.productIds : null,
  };
}

/** The fields the audit log keeps before and after a change (the code's own settings, no live figures). */
export function auditedFields(row: DiscountRecord, currency: string): Record<string, unknown> {
  const {
    id: _id,
    uses: _uses,
    held: _held,
    remaining: _remaining,
    ...fields
  } = toAdminDiscountCode({ ...row, held: 0 }, currency);
  return fields;
}

type Body = CreateDiscountCodeBody | UpdateDiscountCodeBody;

/** Fixed amounts in the currency's decimals, percentages to two places (basis points). */
function amountProblem(type: string, amount: number, currency: string): string | null {
  const digits = isPercentType(type) ? 2 : currencyExponent(currency);
  const stored = isPercentType(type)
    ? percentToBasisPoints(amount) / 100
    : toMajor(toMinor(amount, currency), currency);
  if (stored !== amount) return `body.amount: at most ${digits} decimal places`;
  if (stored <= 0) return 'body.amount: must be more than 0';
  return null;
}

/** The row values a body sets; the stored row fills what an edit leaves out. */
export function discountCodeValues(body: Body, currency: string, stored?: DiscountRecord): Partial<DiscountCodeValues> {
  const type = body.discountType ?? stored?.discountType ?? 'PERCENT';
  const amount =
    body.amount ??
    (stored && body.discountType !== undefined
      ? toAdminDiscountCode({ ...stored, held: 0 }, currency).amount
      : undefined);
  const values: Partial<DiscountCodeValues> = {};
  if (body.code !== undefined) values.code = normalizeDiscountCode(body.code);
  if (body.status !== undefined) values.status = body.status;
  if (body.discountType !== undefined) values.discountType = body.discountType;
  if (amount !== undefined)
    values.value = isPercentType(type) ? percentToBasisPoints(amount) : toMinor(amount, currency);
  if (body.description !== undefined) values.description = body.description || null;
  if (body.minimumQuantity !== undefined) values.minimumQuantity = body.minimumQuantity;
  if (body.usageLimit !== undefined) values.usageLimit = body.usageLimit ?? null;
  if (body.validFrom !== undefined) values.validFrom = body.validFrom ? new Date(body.validFrom) : null;
  if (body.validUntil !== undefined) values.validUntil = body.validUntil ? new Date(body.validUntil) : null;
  if (body.minimumOrderAmount !== undefined)
    values.minimumOrderMinor = body.minimumOrderAmount == null ? null : toMinor(body.minimumOrderAmount, currency);
  if (body.oncePerEmail !== undefined) values.oncePerEmail = body.oncePerEmail;
  if (body.productIds !== undefined) values.productIds = body.productIds?.length ? [...new Set(body.productIds)] : null;
  return values;
}

/**
 * What is wrong with a body once the stored code fills in what it leaves out: the rules between
 * fields, the amount's decimals, a limit below the uses already made. Each by its path.
 */
export function discountCodeProblems(body: Body, currency: string, stored?: DiscountRecord): string[] {
  const current = stored ? auditedFields(stored, currency) : {};
  const merged = { ...current, ...body } as {
    discountType: string;
    amount: number;
    validFrom?: string | null;
    validUntil?: string | null;
    usageLimit?: number | null;
  };
  const problems = stored ? discountCodeRuleIssues(merged).map((issue) => `body.${issue.path}: ${issue.message}`) : [];
  if (body.amount !== undefined || body.discountType !== undefined) {
    const problem = amountProblem(merged.discountType, merged.amount, currency);
    if (problem) problems.push(problem);
  }
  if (
    body.minimumOrderAmount != null &&
    toMajor(toMinor(body.minimumOrderAmount, currency), currency) !== body.minimumOrderAmount
  )
    problems.push(`body.minimumOrderAmount: at most ${currencyExponent(currency)} decimal places`);
  if (stored && body.usageLimit != null && body.usageLimit < stored.timesUsed)
    problems.push(`body.usageLimit: cannot be below the ${stored.timesUsed} times the code was already used`);
  return problems;
}
