import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { intlLocale } from '@/lib/i18n/page-locale';

// The list and its English names; another language's names are the browser's own (Intl.DisplayNames).
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
const inLocale = new Map<string, { list: readonly Country[]; names: Map<string, string> }>();

/** The list named and sorted in a locale's words (English: product §2's names). */
function countriesFor(locale: string) {
  const known = inLocale.get(locale);
  if (known) return known;
  let list = COUNTRIES;
  if (locale !== 'en-US') {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    list = COUNTRIES.map(({ code, name }) => ({ code, name: names?.of(code) ?? name })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }
  const entry = { list, names: new Map(list.map((country) => [country.code, country.name])) };
  inLocale.set(locale, entry);
  return entry;
}

/** The countries in the page's language, sorted as it sorts. */
export const countriesInPageLanguage = (): readonly Country[] => countriesFor(intlLocale()).list;

/** The browser's name for a region outside the list (a calling code's, as Ascension Island's). */
function displayName(code: string, locale: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/** A country's name in the page's language (English: product §2's), or the code when unknown. */
export function countryName(code: string | null | undefined, locale: string = intlLocale()): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  return countriesFor(locale).names.get(upper) ?? displayName(upper, locale) ?? byCode.get(upper) ?? code;
}
