import { minorUnits } from '@giftfront/domain/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeIn, formatDay } from './format-date';
import { currencySymbol, formatAmount } from './money';
import { fetchSession } from './session';
import { setStoreLanguage, storeLocale } from './store-locale';

/** Decision 0127: the dashboard's words stay English, its dates and money follow its store's language. */
const NBSP = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(NBSP, ' ');

afterEach(() => {
  setStoreLanguage('en');
  vi.unstubAllGlobals();
});

describe("the dashboard's dates and money in its store's locale", () => {
  it('are en-US for an English store, as before', () => {
    setStoreLanguage('en');
    expect(formatAmount(minorUnits(1250), 'USD')).toBe('$12.50');
    expect(formatDateTime('2026-03-05T14:30:00Z', 'UTC')).toBe('Mar 5, 2026, 2:30 PM');
    expect(formatDay('2030-12-31')).toBe('Dec 31, 2030');
  });

  it('are French for a French store', () => {
    setStoreLanguage('fr');
    expect(plain(formatAmount(minorUnits(1250), 'EUR'))).toBe('12,50 €');
    expect(currencySymbol('EUR')).toBe('€');
    expect(formatDateTime('2026-03-05T14:30:00Z', 'Europe/Paris')).toBe('5 mars 2026, 15:30');
    expect(formatDate('2026-03-05T14:30:00Z', 'Europe/Paris')).toBe('5 mars 2026');
    expect(formatDay('2030-12-31')).toBe('31 déc. 2030');
    expect(formatDateTimeIn('2026-03-05T14:30:00Z', 'Europe/Paris')).toBe('5 mars 2026, 15:30 Europe/Paris');
  });

  it('are German for a German store, and Arabic with Latin digits for an Arabic one', () => {
    setStoreLanguage('de');
    expect(plain(formatAmount(minorUnits(123456), 'EUR'))).toBe('1.234,56 €');
    setStoreLanguage('ar');
    expect(storeLocale()).toBe('ar-u-nu-latn');
    expect(formatDay('2030-12-31')).toMatch(/31/);
    expect(formatAmount(minorUnits(1250), 'AED')).toMatch(/12\.50/);
  });

  it('take the language the session names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              id: 'u',
              email: 'o@example.com',
              name: 'O',
              role: 'owner',
              store: { slug: 's', name: 'S', timeZone: 'Europe/Madrid', currency: 'EUR', language: 'es' },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    await fetchSession();
    expect(storeLocale()).toBe('es');
    expect(plain(formatAmount(minorUnits(1250), 'EUR'))).toBe('12,50 €');
  });
});
