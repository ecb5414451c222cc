import { getTimeZones } from '@vvo/tzdb';

export interface TimeZoneOption {
  value: string;
  label: string;
  /** The same zone as shoppers know it, its cities first: 'Auckland, Wellington · New Zealand Time (UTC+13:00)'. */
  cityLabel: string;
  /** Lower-case words a search matches: the zone's name, its common name, country and main cities. */
  words: string;
}

let all: TimeZoneOption[] | undefined;

/**
 * Zod-free, but @vvo/tzdb's list is about 40 KB: only code loaded on demand (the dashboard's
 * settings, the storefront's gift dialog and manage page) imports this file.
 */

/** Every IANA zone a store may use (@vvo/tzdb, kept current by its maintainers), with its offset and main cities. */
export function timeZoneOptions(): TimeZoneOption[] {
  all ??= [
    {
      value: 'UTC',
      label: 'UTC: Coordinated Universal Time (UTC+00:00)',
      cityLabel: 'Coordinated Universal Time (UTC+00:00)',
      words: 'utc gmt coordinated universal time',
    },
    ...getTimeZones().map((zone) => ({
      value: zone.name,
      label: `${zone.name.replace(/_/g, ' ')}: ${zone.alternativeName} (UTC${zone.currentTimeFormat.slice(0, 6)})`,
      cityLabel: `${zone.mainCities.slice(0, 2).join(', ') || zone.name.replace(/_/g, ' ')} · ${zone.alternativeName} (UTC${zone.currentTimeFormat.slice(0, 6)})`,
      words: [zone.name.replace(/_/g, ' '), zone.alternativeName, zone.countryName, ...zone.mainCities, ...zone.group]
        .join(' ')
        .toLowerCase(),
    })),
  ];
  return all;
}

/** The zones whose words hold every word typed; the saved zone always stays in the list. */
export function findTimeZones(search: string, keep: string): TimeZoneOption[] {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  const options = timeZoneOptions();
  const found = options.filter((option) => terms.every((term) => option.words.includes(term)));
  if (keep && !found.some((option) => option.value === keep))
    return [
      options.find((option) => option.value === keep) ?? { value: keep, label: keep, cityLabel: keep, words: '' },
      ...found,
    ];
  return found;
}
