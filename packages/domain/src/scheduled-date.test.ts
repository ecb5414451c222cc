import { describe, expect, it } from 'vitest';
import { formatDeliveryMoment, formatScheduledDate } from './scheduled-date.ts';

describe('formatScheduledDate', () => {
  it("formats like '05 Mar, 2025 03:30 PM'", () => {
    expect(formatScheduledDate('2025-03-05T15:30:00.000Z', 'UTC')).toBe('05 Mar, 2025 03:30 PM');
  });

  it('converts from UTC to the local zone', () => {
    expect(formatScheduledDate('2025-03-05T15:30:00.000Z', 'America/New_York')).toBe('05 Mar, 2025 10:30 AM');
    expect(formatScheduledDate('2025-03-05T23:15:00Z', 'Asia/Tokyo')).toBe('06 Mar, 2025 08:15 AM');
  });

  it('shows midnight and noon on the 12-hour clock', () => {
    expect(formatScheduledDate('2025-12-31T00:05:00Z', 'UTC')).toBe('31 Dec, 2025 12:05 AM');
    expect(formatScheduledDate('2025-07-01T12:00:00Z', 'UTC')).toBe('01 Jul, 2025 12:00 PM');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatScheduledDate(null)).toBeNull();
    expect(formatScheduledDate('not a date')).toBeNull();
  });
});

describe('formatDeliveryMoment', () => {
  it('formats in the locale with the time zone named', () => {
    expect(formatDeliveryMoment('2025-03-05T15:30:00.000Z', 'en-GB', 'UTC')).toBe('5 Mar 2025, 15:30 UTC');
    expect(formatDeliveryMoment('2025-03-05T15:30:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Mar 5, 2025, 10:30 AM EST',
    );
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDeliveryMoment(null)).toBeNull();
    expect(formatDeliveryMoment('not a date')).toBeNull();
  });
});
