import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './report-presets.ts';

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
