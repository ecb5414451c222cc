import { afterEach, describe, expect, it } from 'vitest';
import { setStoreLanguage } from '@/lib/store-locale';
import { formatInZone } from './format-in-zone';

afterEach(() => setStoreLanguage('en'));

describe("a delivery's moment on a clock, in the store's locale (decision 0127)", () => {
  it('reads as before for an English store and in French for a French one, the zone named', () => {
    expect(formatInZone('2026-12-24T09:00:00Z', 'Europe/London')).toBe('Dec 24, 2026, 9:00 AM (Europe/London)');
    setStoreLanguage('fr');
    expect(formatInZone('2026-12-24T09:00:00Z', 'Europe/London')).toBe('24 déc. 2026, 09:00 (Europe/London)');
  });
});
