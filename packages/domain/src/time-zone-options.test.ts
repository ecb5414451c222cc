import { describe, expect, it } from 'vitest';
import { findTimeZones, timeZoneOptions } from './time-zone-options.ts';

const cityLabelOf = (zone: string, locale?: string) =>
  timeZoneOptions(locale).find((option) => option.value === zone)?.cityLabel;

describe('time zone options in the shopper’s language', () => {
  it('names each zone as Intl does in that language, its cities and offset kept', () => {
    expect(cityLabelOf('Europe/Paris', 'fr')).toMatch(/^Paris, .* · heure d’Europe centrale \(UTC\+01:00\)$/);
    expect(cityLabelOf('Europe/Berlin', 'de')).toMatch(/ · Mitteleuropäische Zeit \(UTC\+01:00\)$/);
    expect(cityLabelOf('Europe/Madrid', 'es')).toMatch(/ · hora de Europa central \(UTC\+01:00\)$/);
    expect(cityLabelOf('Europe/Paris', 'ar-u-nu-latn')).toMatch(/ · توقيت وسط أوروبا \(UTC\+01:00\)$/);
    expect(cityLabelOf('America/New_York', 'en-US')).toMatch(/ · Eastern Time \(UTC-0[45]:00\)$/);
  });

  it('keeps tzdb’s English names without a language (the dashboard)', () => {
    expect(cityLabelOf('Europe/Paris')).toMatch(/ · Central European Time \(UTC\+01:00\)$/);
    expect(cityLabelOf('UTC')).toBe('Coordinated Universal Time (UTC+00:00)');
  });

  it('finds a zone by its name and its country’s name in that language', () => {
    expect(findTimeZones('allemagne', '', 'fr').map((zone) => zone.value)).toContain('Europe/Berlin');
    expect(findTimeZones('europe centrale', '', 'fr').map((zone) => zone.value)).toContain('Europe/Paris');
    expect(findTimeZones('new york', '', 'es').map((zone) => zone.value)).toContain('America/New_York');
  });
});
