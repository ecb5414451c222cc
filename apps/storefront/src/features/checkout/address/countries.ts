import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

// Only English is registered: the storefront speaks English (product §9 en-US formats).
countries.registerLocale(english);

/** Friendlier names where the ISO name is formal. */
const SHORT_NAMES: Record<string, string> = { US: 'United States', TW: 'Taiwan' };

export interface Country {
  code: string;
  name: string;
}

/** product §2: the fixed list of about 250 countries and territories (ISO 3166-1), by name. */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name: SHORT_NAMES[code] ?? name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country.name]));

export const countryName = (code: string | null | undefined): string =>
  code ? (byCode.get(code.toUpperCase()) ?? code) : '';
