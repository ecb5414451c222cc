import { afterEach, describe, expect, it } from 'vitest';
import { setStoreLanguage } from '@/lib/store-locale';
import { periodLabel, periodTick } from './period-label';
import { yearEarlierText } from './sales-tables';

/** Decision 0127: the reports' periods and changes in the store's locale. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => setStoreLanguage('en'));

describe("the reports' periods and changes in the store's locale", () => {
  it('are en-US for an English store, as before', () => {
    setStoreLanguage('en');
    expect(periodLabel('2026-03-01', 'month')).toBe('March 2026');
    expect(periodLabel('2026-03-02', 'week')).toBe('Week of Mar 2, 2026');
    expect(periodTick('2026-03-02', 'day')).toBe('Mar 2');
    expect(yearEarlierText(1265, 1000, true, String)).toBe('a year earlier 1000, +26.5 %');
  });

  it('are French for a French store and German for a German one', () => {
    setStoreLanguage('fr');
    expect(periodLabel('2026-03-01', 'month')).toBe('mars 2026');
    expect(periodTick('2026-03-02', 'day')).toBe('2 mars');
    expect(plain(yearEarlierText(1265, 1000, true, String))).toBe('a year earlier 1000, +26,5 %');
    setStoreLanguage('de');
    expect(periodLabel('2026-03-01', 'month')).toBe('März 2026');
  });
});
