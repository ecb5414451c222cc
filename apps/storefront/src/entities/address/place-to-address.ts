/**
 * product §2 Checkout: a chosen place fills address (street number plus route), city (locality),
 * postalCode and country (short code). Google's Places API (new) names a component's texts
 * longText/shortText, the legacy one long_name/short_name; both are read.
 */
export interface PlaceAddressComponent {
  types: readonly string[];
  longText?: string | null;
  shortText?: string | null;
  long_name?: string | null;
  short_name?: string | null;
}

export interface PlaceAddress {
  address: string;
  city: string;
  /** The state or province's short name ('NY', 'ON'), as the country's list codes it. */
  region: string;
  postalCode: string;
  country: string;
}

function find(components: readonly PlaceAddressComponent[], type: string): PlaceAddressComponent | undefined {
  return components.find((component) => component.types.includes(type));
}

const longText = (component: PlaceAddressComponent | undefined) =>
  (component?.longText ?? component?.long_name ?? '').trim();
const shortText = (component: PlaceAddressComponent | undefined) =>
  (component?.shortText ?? component?.short_name ?? '').trim();

export function placeToAddress(components: readonly PlaceAddressComponent[]): PlaceAddress {
  const street = [longText(find(components, 'street_number')), longText(find(components, 'route'))]
    .filter(Boolean)
    .join(' ');
  // UK addresses name the town as postal_town and often have no locality.
  const city = longText(find(components, 'locality')) || longText(find(components, 'postal_town'));
  return {
    address: street,
    city,
    region: shortText(find(components, 'administrative_area_level_1')),
    postalCode: longText(find(components, 'postal_code')),
    country: shortText(find(components, 'country')).toUpperCase(),
  };
}
