import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShopperDay, formatShopperMoment, formatShopperMomentInZone } from './shopper-dates.ts';
import { intlLocaleOf } from './languages.ts';

afterEach(() => vi.unstubAllEnvs());

/** Arabic writes its numeric dates with right-to-left marks between the parts: read without them. */
const plain = (text: string | null) => text?.replace(/\u200f/g, '') ?? null;

const DAY = '2030-12-24';
const MOMENT = '2030-12-24T09:05:00.000Z';

describe('one date form per language for what a shopper reads', () => {
  describe('in English (product §2’s forms)', () => {
    const locale = intlLocaleOf('en');
    it('writes a day in en-GB’s short form, the balance page’s', () => {
      expect(formatShopperDay(DAY, locale)).toBe('24/12/2030');
      expect(formatShopperDay('2026-03-05', locale)).toBe('05/03/2026');
    });
    it('writes a moment as the order confirmation does', () => {
      expect(formatShopperMoment(MOMENT, locale, 'UTC')).toBe('24 Dec, 2030 09:05 AM');
      expect(formatShopperMoment('2025-12-31T00:05:00Z', locale, 'UTC')).toBe('31 Dec, 2025 12:05 AM');
      expect(formatShopperMoment('2025-03-05T23:15:00Z', locale, 'Asia/Tokyo')).toBe('06 Mar, 2025 08:15 AM');
    });
    it('names the clock as people know it', () => {
      expect(formatShopperMomentInZone(MOMENT, locale, 'America/New_York')).toBe(
        '24 Dec, 2030 04:05 AM (Eastern Time)',
      );
    });
  });

  describe('in German', () => {
    const locale = intlLocaleOf('de');
    it('writes every day with the full year, never 24.12.30', () => {
      expect(formatShopperDay(DAY, locale)).toBe('24.12.2030');
      expect(formatShopperDay('2026-11-27', locale)).toBe('27.11.2026');
    });
    it('writes a moment as that same day and the time', () => {
      expect(formatShopperMoment(MOMENT, locale, 'UTC')).toBe('24.12.2030, 09:05');
      expect(formatShopperMomentInZone(MOMENT, locale, 'Europe/Berlin')).toBe(
        '24.12.2030, 10:05 (Mitteleuropäische Zeit)',
      );
    });
  });

  describe('in French', () => {
    const locale = intlLocaleOf('fr');
    it('writes a day as 24/12/2030', () => expect(formatShopperDay(DAY, locale)).toBe('24/12/2030'));
    it('writes a moment as that same day and the time', () => {
      expect(formatShopperMoment(MOMENT, locale, 'UTC')).toBe('24/12/2030 09:05');
      expect(formatShopperMomentInZone(MOMENT, locale, 'Europe/Paris')).toBe(
        '24/12/2030 10:05 (heure d’Europe centrale)',
      );
    });
  });

  describe('in Spanish', () => {
    const locale = intlLocaleOf('es');
    it('writes every day with the full year, never 24/12/30', () => {
      expect(formatShopperDay(DAY, locale)).toBe('24/12/2030');
    });
    it('writes a moment as that same day and the time', () => {
      expect(formatShopperMoment(MOMENT, locale, 'UTC')).toBe('24/12/2030, 09:05');
      expect(formatShopperMomentInZone(MOMENT, locale, 'Europe/Madrid')).toBe(
        '24/12/2030, 10:05 (hora de Europa central)',
      );
    });
  });

  describe('in Arabic (Latin digits)', () => {
    const locale = intlLocaleOf('ar');
    it('writes a day as 24/12/2030', () => expect(plain(formatShopperDay(DAY, locale))).toBe('24/12/2030'));
    it('writes a moment as that same day and the time', () => {
      expect(plain(formatShopperMoment(MOMENT, locale, 'UTC'))).toBe('24/12/2030، 09:05 ص');
      expect(plain(formatShopperMomentInZone(MOMENT, locale, 'Asia/Dubai'))).toBe('24/12/2030، 01:05 م (توقيت الخليج)');
    });
  });

  describe('whatever the language', () => {
    it('keeps a calendar day whatever the reader’s time zone, from a date or a timestamp', () => {
      vi.stubEnv('TZ', 'Pacific/Honolulu');
      expect(formatShopperDay('2027-01-01', 'de')).toBe('01.01.2027');
      expect(formatShopperDay('2027-11-21T23:30:00Z', 'en-US')).toBe('21/11/2027');
      expect(formatShopperDay(new Date('2027-11-21T23:30:00Z'), 'fr')).toBe('21/11/2027');
    });

    it('gives null for no date or an unreadable one', () => {
      expect(formatShopperDay(null)).toBeNull();
      expect(formatShopperDay('next year')).toBeNull();
      expect(formatShopperMoment(null)).toBeNull();
      expect(formatShopperMoment('not a date', 'de')).toBeNull();
      expect(formatShopperMomentInZone('not a date', 'de', 'Europe/Berlin')).toBeNull();
    });

    it('reads an unknown zone as the reader’s own clock', () => {
      vi.stubEnv('TZ', 'UTC');
      expect(formatShopperMomentInZone(MOMENT, 'en-US', 'Mars/Olympus')).toMatch(/^24 Dec, 2030 09:05 AM \(.+\)$/);
    });
  });
});
