import { describe, expect, it } from 'vitest';
import { changePercent, dayYearEarlier, presetOf, presetRange } from './report-presets.ts';

describe('report date presets on the store’s days', () => {
  it('gives today, the last 7 days, this month, last month and this year, both ends included', () => {
    expect(presetRange('today', '2026-03-05')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(presetRange('7-days', '2026-03-05')).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetRange('this-month', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(presetRange('last-month', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('this-year', '2026-03-05')).toEqual({ from: '2026-01-01', to: '2026-03-05' });
  });

  it('crosses the year for last month in January, and knows leap years', () => {
    expect(presetRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last-month', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('names the preset a range is, or none', () => {
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, '2026-03-05')).toBe('last-month');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, '2026-03-05')).toBeNull();
  });
});

describe('the same days a year earlier', () => {
  it('moves a day back a year, 29 February to the 28th', () => {
    expect(dayYearEarlier('2026-03-05')).toBe('2025-03-05');
    expect(dayYearEarlier('2028-02-29')).toBe('2027-02-28');
    expect(dayYearEarlier('2027-02-28')).toBe('2026-02-28');
  });

  it('gives the change in per cent to one decimal, none from zero', () => {
    expect(changePercent(1240, 980)).toBe(26.5);
    expect(changePercent(0, 44)).toBe(-100);
    expect(changePercent(-20, -40)).toBe(50);
    expect(changePercent(10, 0)).toBeNull();
  });
});
