/**
 * Bonus credit (issue 31, decision 0145): "when an order's gift cards total at least X, add Y (or
 * P %) of bonus credit". Zod-free, so the storefront's cart can show the bonus the server will
 * give with the same rule the server applies at fulfilment. Amounts in minor units.
 */
export interface BonusRule {
  id: string;
  name: string;
  /** The least total of the order's money gift cards, in minor units. */
  minimumMinor: number;
  /** 'amount': bonusValue is minor units; 'percent': bonusValue is a whole percentage of the total. */
  bonusType: 'amount' | 'percent';
  bonusValue: number;
  /** First and last day (YYYY-MM-DD, the store's days), both included. */
  startsOn: string;
  endsOn: string;
  /** How long the bonus stays spendable, in months from the day it is given (default 3). */
  validMonths: number;
  active: boolean;
}

export const BONUS_VALID_MONTHS_DEFAULT = 3;
export const BONUS_VALID_MONTHS_MAX = 60;

/** Whether a rule applies on the store's day `today` (YYYY-MM-DD). */
export const bonusRuleLive = (rule: BonusRule, today: string) =>
  rule.active && rule.startsOn <= today && today <= rule.endsOn;

/** What one rule gives for an order whose money gift cards total `totalMinor`; 0 below its threshold. */
export function bonusOfRule(rule: BonusRule, totalMinor: number): number {
  if (totalMinor <= 0 || totalMinor < rule.minimumMinor) return 0;
  return rule.bonusType === 'percent' ? Math.floor((totalMinor * rule.bonusValue) / 100) : rule.bonusValue;
}

/** The rule that gives the most among those live today (rules never add up), with its bonus; null for none. */
export function bestBonus(
  rules: readonly BonusRule[],
  totalMinor: number,
  today: string,
): { rule: BonusRule; bonusMinor: number } | null {
  let best: { rule: BonusRule; bonusMinor: number } | null = null;
  for (const rule of rules) {
    if (!bonusRuleLive(rule, today)) continue;
    const bonusMinor = bonusOfRule(rule, totalMinor);
    if (bonusMinor > 0 && (!best || bonusMinor > best.bonusMinor)) best = { rule, bonusMinor };
  }
  return best;
}

/**
 * A bonus spread over an order's cards in proportion to their values, the remainder on the first
 * cards, so the parts add up to the bonus exactly.
 */
export function spreadBonus(bonusMinor: number, valuesMinor: readonly number[]): number[] {
  const total = valuesMinor.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return valuesMinor.map(() => 0);
  const parts = valuesMinor.map((value) => Math.floor((bonusMinor * value) / total));
  let left = bonusMinor - parts.reduce((sum, part) => sum + part, 0);
  for (let i = 0; left > 0 && i < parts.length; i += 1) {
    if (valuesMinor[i]! <= 0) continue;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** The day `months` calendar months after `day` (YYYY-MM-DD), kept within the month's last day. */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
