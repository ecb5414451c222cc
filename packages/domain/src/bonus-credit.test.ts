import { describe, expect, it } from 'vitest';
import { addMonthsToDay, bestBonus, bonusOfRule, spreadBonus, type BonusRule } from './bonus-credit.ts';

const rule = (overrides: Partial<BonusRule> = {}): BonusRule => ({
  id: 'r1',
  name: 'Buy 100, get 20',
  minimumMinor: 10000,
  bonusType: 'amount',
  bonusValue: 2000,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  validMonths: 3,
  active: true,
  ...overrides,
});

describe('bonus credit rules', () => {
  it('gives the amount once the total reaches the threshold, nothing below it', () => {
    expect(bonusOfRule(rule(), 9999)).toBe(0);
    expect(bonusOfRule(rule(), 10000)).toBe(2000);
    expect(bonusOfRule(rule(), 50000)).toBe(2000);
  });

  it('gives a percentage of the total, rounded down to the minor unit', () => {
    expect(bonusOfRule(rule({ bonusType: 'percent', bonusValue: 15 }), 10333)).toBe(1549);
  });

  it('applies only between its first and last day, both included, and only when active', () => {
    expect(bestBonus([rule()], 10000, '2026-11-30')).toBeNull();
    expect(bestBonus([rule()], 10000, '2026-12-01')?.bonusMinor).toBe(2000);
    expect(bestBonus([rule()], 10000, '2026-12-31')?.bonusMinor).toBe(2000);
    expect(bestBonus([rule()], 10000, '2027-01-01')).toBeNull();
    expect(bestBonus([rule({ active: false })], 10000, '2026-12-10')).toBeNull();
  });

  it('takes the rule that gives the most; rules never add up', () => {
    const rules = [rule(), rule({ id: 'r2', minimumMinor: 5000, bonusType: 'percent', bonusValue: 25 })];
    expect(bestBonus(rules, 6000, '2026-12-10')).toMatchObject({ rule: { id: 'r2' }, bonusMinor: 1500 });
    expect(bestBonus(rules, 10000, '2026-12-10')).toMatchObject({ rule: { id: 'r2' }, bonusMinor: 2500 });
  });

  it('spreads a bonus over the cards by their values, the parts adding up to it', () => {
    expect(spreadBonus(2000, [5000, 5000])).toEqual([1000, 1000]);
    expect(spreadBonus(1001, [3000, 3000, 3000])).toEqual([334, 334, 333]);
    expect(spreadBonus(100, [0, 100])).toEqual([0, 100]);
  });

  it('counts months on the calendar, keeping to the last day of a shorter month', () => {
    expect(addMonthsToDay('2026-11-27', 3)).toBe('2027-02-27');
    expect(addMonthsToDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDay('2026-12-15', 1)).toBe('2027-01-15');
  });
});
