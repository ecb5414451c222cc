import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName } from './countries';

describe('countries', () => {
  it('lists about 250 countries and territories with two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    expect(COUNTRIES.map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'GB', 'CA', 'PR', 'GI', 'AQ']));
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names a code in English', () => {
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
    expect(countryName('')).toBe('');
  });
});
