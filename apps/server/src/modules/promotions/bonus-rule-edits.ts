import { minorUnits, toMajor, toMinor } from '@giftfront/domain/money';
import {
  bonusRuleIssues,
  type AdminBonusRule,
  type CreateBonusRuleBody,
  type UpdateBonusRuleBody,
} from '@giftfront/domain/admin/bonus-rules';
import type { BonusRuleRow, BonusRuleValues } from './bonus-rule-repository.ts';

/** A bonus's value as stored: minor units for an amount, the whole percentage for a percent. */
const storedValue = (type: string, value: number, currency: string) =>
  type === 'percent' ? value : toMinor(value, currency);
const shownValue = (type: string, value: number, currency: string) =>
  type === 'percent' ? value : toMajor(minorUnits(value), currency);

/** The stored values a body sets, merged over the stored rule on an edit. */
export function bonusRuleValues(
  body: Partial<Omit<CreateBonusRuleBody, 'validMonths' | 'active'>> & { validMonths?: number; active?: boolean },
  currency: string,
  stored?: BonusRuleRow,
): Partial<BonusRuleValues> {
  const bonusType = body.bonusType ?? stored?.bonusType ?? 'amount';
  const values: Partial<BonusRuleValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.minimumOrder !== undefined) values.minimumMinor = toMinor(body.minimumOrder, currency);
  if (body.bonusType !== undefined) values.bonusType = body.bonusType;
  if (body.bonusValue !== undefined) values.bonusValue = storedValue(bonusType, body.bonusValue, currency);
  else if (stored && body.bonusType !== undefined && body.bonusType !== stored.bonusType)
    values.bonusValue = storedValue(bonusType, shownValue(stored.bonusType, stored.bonusValue, currency), currency);
  if (body.startsOn !== undefined) values.startsOn = body.startsOn;
  if (body.endsOn !== undefined) values.endsOn = body.endsOn;
  if (body.validMonths !== undefined) values.validMonths = body.validMonths;
  if (body.active !== undefined) values.active = body.active;
  return values;
}

/** What the fields together refuse, on the body merged over the stored rule; each a sentence. */
export function bonusRuleProblems(body: UpdateBonusRuleBody, currency: string, stored?: BonusRuleRow): string[] {
  const merged = {
    bonusType: body.bonusType ?? stored?.bonusType,
    bonusValue: body.bonusValue ?? (stored ? shownValue(stored.bonusType, stored.bonusValue, currency) : undefined),
    startsOn: body.startsOn ?? stored?.startsOn,
    endsOn: body.endsOn ?? stored?.endsOn,
  };
  const problems = bonusRuleIssues(merged).map((issue) => `body.${issue.path}: ${issue.message}`);
  if (body.minimumOrder !== undefined && toMinor(body.minimumOrder, currency) <= 0)
    problems.push(`body.minimumOrder: The least gift card total must be at least one ${currency} minor unit.`);
  if (merged.bonusType === 'amount' && body.bonusValue !== undefined && toMinor(body.bonusValue, currency) <= 0)
    problems.push(`body.bonusValue: The bonus must be at least one ${currency} minor unit.`);
  return problems;
}

export function toAdminBonusRule(row: BonusRuleRow & { grantedMinor?: number }, currency: string): AdminBonusRule {
  return {
    id: row.id,
    name: row.name,
    minimumOrder: toMajor(minorUnits(row.minimumMinor), currency),
    bonusType: row.bonusType as AdminBonusRule['bonusType'],
    bonusValue: shownValue(row.bonusType, row.bonusValue, currency),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    validMonths: row.validMonths,
    active: row.active,
    granted: toMajor(minorUnits(row.grantedMinor ?? 0), currency),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a rule: its figures in minor units, never an id. */
export const auditedRule = (row: BonusRuleRow) => ({
  name: row.name,
  minimumMinor: row.minimumMinor,
  bonusType: row.bonusType,
  ...(row.bonusType === 'percent' ? { bonusPercent: row.bonusValue } : { bonusMinor: row.bonusValue }),
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  validMonths: row.validMonths,
  active: row.active,
});
