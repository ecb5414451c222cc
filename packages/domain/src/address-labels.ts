/**
 * The words a country's address rules name its fields with (Google's address data's types), apart
 * from the data itself so the storefront can translate them without loading it (decision 0125).
 */
export const REGION_LABELS: Record<string, string> = {
  area: 'Area',
  county: 'County',
  department: 'Department',
  district: 'District',
  do_si: 'Province',
  emirate: 'Emirate',
  island: 'Island',
  oblast: 'Region',
  parish: 'Parish',
  prefecture: 'Prefecture',
  province: 'Province',
  state: 'State',
};
export const POSTCODE_LABELS: Record<string, string> = {
  zip: 'ZIP code',
  postal: 'Postal code',
  pin: 'PIN code',
  eircode: 'Eircode',
};
export const CITY_LABELS: Record<string, string> = {
  city: 'City',
  district: 'District',
  post_town: 'Town or city',
  suburb: 'Suburb',
};

/** Every word a country's rules may name an address field with (the storefront translates each). */
export const ADDRESS_FIELD_LABELS = [
  ...new Set([...Object.values(REGION_LABELS), ...Object.values(POSTCODE_LABELS), ...Object.values(CITY_LABELS)]),
  'City',
  'Region',
  'Postal code',
  'Postcode',
];
