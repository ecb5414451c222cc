import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatExpiryDate } from './calendar-date.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatExpiryDate (product §2: en-GB short form)', () => {
  it('writes day/month/year with two-digit day and month', () => {
    expect(formatExpiryDate('2027-11-21')).toBe('21/11/2027');
    expect(formatExpiryDate('2026-03-05')).toBe('05/03/2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    expect(formatExpiryDate('2027-01-01')).toBe('01/01/2027');
  });

  it('reads the date part of a full timestamp', () => {
    expect(formatExpiryDate('2027-11-21T23:30:00Z')).toBe('21/11/2027');
  });

  it('gives null for no date or an unreadable one', () => {
    expect(formatExpiryDate(null)).toBeNull();
    expect(formatExpiryDate('')).toBeNull();
    expect(formatExpiryDate('next year')).toBeNull();
  });
});
