import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('calendar days', () => {
  it('shows an expiry day as written, not shifted by the time zone', () => {
    expect(formatDay('2030-12-31')).toBe('Dec 31, 2030');
    expect(formatDay('2030-01-01T00:00:00.000Z')).toBe('Jan 1, 2030');
  });
});
