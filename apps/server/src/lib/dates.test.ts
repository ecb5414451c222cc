import { describe, expect, it } from 'vitest';
import { formatShortDate, formatScheduledMoment } from './dates.ts';

describe('formatShortDate', () => {
  it('shows the en-GB short form', () => {
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
  });
});

describe('formatScheduledMoment', () => {
  it('shows the moment in the given time zone, as the confirmation page does', () => {
    expect(formatScheduledMoment(new Date('2025-03-05T15:30:00Z'), 'Europe/London')).toBe(
      '05 Mar, 2025 03:30 PM (United Kingdom Time)',
    );
    expect(formatScheduledMoment(new Date('2025-03-05T15:30:00Z'), 'America/New_York')).toBe(
      '05 Mar, 2025 10:30 AM (Eastern Time)',
    );
  });

  it('falls back to UTC for a missing or unknown time zone', () => {
    expect(formatScheduledMoment(new Date('2025-03-05T15:30:00Z'), 'Mars/Olympus')).toBe('05 Mar, 2025 03:30 PM (UTC)');
  });
});
