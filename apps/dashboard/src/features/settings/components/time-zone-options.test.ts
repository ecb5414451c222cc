import { describe, expect, it } from 'vitest';
import { findTimeZones } from './time-zone-options';

describe('the time zone list', () => {
  it('finds a zone by a city, its common name or its IANA name', () => {
    expect(findTimeZones('new york', '').map((z) => z.value)).toContain('America/New_York');
    expect(findTimeZones('eastern time', '').map((z) => z.value)).toContain('America/New_York');
    expect(findTimeZones('Europe/London', '').map((z) => z.value)).toEqual(['Europe/London']);
  });

  it('keeps the saved zone in the list whatever is typed', () => {
    expect(findTimeZones('tokyo', 'Europe/London').map((z) => z.value)).toEqual(['Europe/London', 'Asia/Tokyo']);
  });
});
