import { describe, expect, it } from 'vitest';
import { dayBounds, yesterdayIn } from './daily-summary.ts';

describe("the daily summary's day, on the store's clock", () => {
  it('is yesterday where the store is, not in UTC', () => {
    const lateEveningUtc = new Date('2026-11-24T23:30:00Z');
    expect(yesterdayIn(lateEveningUtc, 'UTC')).toBe('2026-11-23');
    // 00:30 on the 25th in Berlin: the 24th is over there.
    expect(yesterdayIn(lateEveningUtc, 'Europe/Berlin')).toBe('2026-11-24');
    expect(yesterdayIn(new Date('2026-11-24T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
  });

  it('runs from the store’s midnight to the next, 23 or 25 hours across a clock change', () => {
    expect(dayBounds('2026-11-24', 'Europe/Berlin')).toEqual({
      since: new Date('2026-11-23T23:00:00Z'),
      until: new Date('2026-11-24T23:00:00Z'),
    });
    const spring = dayBounds('2026-03-29', 'Europe/Berlin');
    expect(spring.until.getTime() - spring.since.getTime()).toBe(23 * 3600_000);
    const autumn = dayBounds('2026-10-25', 'Europe/Berlin');
    expect(autumn.until.getTime() - autumn.since.getTime()).toBe(25 * 3600_000);
  });
});
