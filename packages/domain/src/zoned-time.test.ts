import { describe, expect, it } from 'vitest';
import { utcToWallTime, wallTimeToUtc } from './zoned-time.ts';

describe('wall times in a time zone', () => {
  it('reads a London winter time as UTC and a summer time an hour earlier', () => {
    expect(wallTimeToUtc('2026-12-24T09:00', 'Europe/London')?.toISOString()).toBe('2026-12-24T09:00:00.000Z');
    expect(wallTimeToUtc('2026-07-01T09:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('reads a New York time across the day line', () => {
    expect(wallTimeToUtc('2026-12-24T21:30', 'America/New_York')?.toISOString()).toBe('2026-12-25T02:30:00.000Z');
  });

  it('shows a moment on the clock of the zone', () => {
    expect(utcToWallTime(new Date('2026-12-25T02:30:00Z'), 'America/New_York')).toBe('2026-12-24T21:30');
  });

  it('refuses a malformed or impossible date', () => {
    expect(wallTimeToUtc('2026-02-31T09:00', 'UTC')).toBeNull();
    expect(wallTimeToUtc('24/12/2026 09:00', 'UTC')).toBeNull();
  });
});
