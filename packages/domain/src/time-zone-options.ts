import { getTimeZones } from '@vvo/tzdb';
import { timeZoneLabel } from './zoned-time.ts';

export interface TimeZoneOption {
  value: string;
  label: string;
  /** The same zone as shoppers know it, its cities first: 'Auckland, Wellington · New Zealand Time (UTC+13:00)'. */
  cityLabel: string;
  /** Lower-case words a search matches: the zone's name, its common name, country and main cities. */
  words: string;
}

const byLocale = new Map<string, TimeZoneOption[]>();

/**
 * Zod-free, but @vvo/tzdb's list is about 40 KB: only code loaded on demand (the dashboard's
 * settings, the storefront's gift dialog and manage page) imports this file.
 */

/**
 * Every IANA zone a store may use (@vvo/tzdb, kept current by its maintainers), with its offset and
 * main cities. With a `locale` (the storefront's page language, issue 29) each zone is named by
 * Intl in that language ('heure d’Europe centrale', `timeZoneLabel`), and its country's name in
 * that language is one more word a search finds; without one, tzdb's English names (the dashboard).
 */
export function timeZoneOptions(locale?: string): TimeZoneOption[] {
  const cached = byLocale.get(locale ?? '');
  if (cached) return cached;
  const countries = locale ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }) : null;
  const nameOf = (zone: string, english: string) => {
    if (!locale) return english;
    const name = timeZoneLabel(zone, locale);
    return name === zone ? english : name;
  };
  const utcName = nameOf('UTC', 'Coordinated Universal Time');
  const options = [
    {
      value: 'UTC',
      label: `UTC: ${utcName} (UTC+00:00)`,
      cityLabel: `${utcName} (UTC+00:00)`,
      words: `utc gmt coordinated universal time ${utcName}`.toLowerCase(),
    },
    ...getTimeZones().map((zone) => {
      const name = nameOf(zone.name, zone.alternativeName);
      const offset = `(UTC${zone.currentTimeFormat.slice(0, 6)})`;
      const country = countries?.of(zone.countryCode) ?? '';
      return {
        value: zone.name,
        label: `${zone.name.replace(/_/g, ' ')}: ${name} ${offset}`,
        cityLabel: `${zone.mainCities.slice(0, 2).join(', ') || zone.name.replace(/_/g, ' ')} · ${name} ${offset}`,
        words: [
          zone.name.replace(/_/g, ' '),
          zone.alternativeName,
          name,
          zone.countryName,
          country,
          ...zone.mainCities,
          ...zone.group,
        ]
          .join(' ')
          .toLowerCase(),
      };
    }),
  ];
  byLocale.set(locale ?? '', options);
  return options;
}

/** The zones whose words hold every word typed; the saved zone always stays in the list. */
export function findTimeZones(search: string, keep: string, locale?: string): TimeZoneOption[] {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  const options = timeZoneOptions(locale);
  const found = options.filter((option) => terms.every((term) => option.words.includes(term)));
  if (keep && !found.some((option) => option.value === keep))
    return [
      options.find((option) => option.value === keep) ?? { value: keep, label: keep, cityLabel: keep, words: '' },
      ...found,
    ];
  return found;
}
