import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller, get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { addressRulesFor, isKnownRegion } from '@giftfront/domain/address-format';
import { TextField } from '@/components/text-field';
import { addressLabel } from '@/lib/i18n/shopper-messages';
import { AddressAutocomplete } from './address-autocomplete';
import { CountrySelect } from './country-select';
import type { PlaceAddress } from './place-to-address';
import { RegionField } from './region-field';

/** The parts of an address these fields ask for, each named by its place in the form. */
export type PostalAddressPart = 'country' | 'address' | 'apartment' | 'city' | 'region' | 'postalCode';

/** The labels a store may override at checkout (pageText.checkout); the gift dialog uses these defaults. */
export interface PostalAddressLabels {
  country: string;
  countryPlaceholder: string;
  address: string;
  addressPlaceholder: string;
  apartment: string;
  apartmentPlaceholder: string;
  /** Before a country is chosen; then the country's own word. */
  city: string;
  cityPlaceholder: string;
  postcode: string;
  postcodePlaceholder: string;
}

export const POSTAL_ADDRESS_LABELS = {
  country: msg`Country`,
  countryPlaceholder: msg`Select a country`,
  address: msg`Address`,
  addressPlaceholder: msg`Start typing your street address`,
  apartment: msg`Apartment, suite, etc. (optional)`,
  city: msg`City`,
  postcode: msg`Postcode`,
} as const;

/** The default labels in the page's language. */
export function usePostalAddressLabels(): PostalAddressLabels {
  const { i18n } = useLingui();
  const L = POSTAL_ADDRESS_LABELS;
  return {
    country: i18n._(L.country),
    countryPlaceholder: i18n._(L.countryPlaceholder),
    address: i18n._(L.address),
    addressPlaceholder: i18n._(L.addressPlaceholder),
    apartment: i18n._(L.apartment),
    apartmentPlaceholder: '',
    city: i18n._(L.city),
    cityPlaceholder: '',
    postcode: i18n._(L.postcode),
    postcodePlaceholder: '',
  };
}

const TEST_IDS: Record<PostalAddressPart, string> = {
  country: 'country',
  address: 'address',
  apartment: 'apartment',
  city: 'city',
  region: 'region',
  postalCode: 'postal-code',
};

/**
 * A postal address as the chosen country writes it (decision 0080: a US state, a Canadian
 * province, a UK county optional, the postcode's local name and shape), in any react-hook-form
 * form: the checkout's Ship to and a postal gift in the gift dialog (issue 26 item 12). `names`
 * says where each part lives in the form; the form's schema judges them by the domain's rules.
 */
export function PostalAddressFields<T extends FieldValues>({
  form,
  names,
  idOf,
  labels,
  testIdPrefix = '',
  mapsApiKey,
}: {
  form: UseFormReturn<T>;
  names: Record<PostalAddressPart, Path<T>>;
  idOf(part: PostalAddressPart): string;
  labels: PostalAddressLabels;
  testIdPrefix?: string;
  mapsApiKey?: string | null;
}) {
  const { register, control, formState, setValue, watch, getValues } = form;
  const { t, i18n } = useLingui();
  const { isSubmitted } = formState;
  const errorOf = (part: PostalAddressPart): string | undefined =>
    (get(formState.errors, names[part]) as { message?: string } | undefined)?.message;
  const testId = (part: PostalAddressPart) => `${testIdPrefix}${TEST_IDS[part]}`;
  const country = (watch(names.country) as string | undefined) ?? '';
  const rules = addressRulesFor(country);
  const placeholder = (value: string) => value || undefined;
  // A store's own label wins until a country is chosen; then the country's word for it, translated.
  const cityLabel = country ? addressLabel(rules.city.label, i18n) : labels.city;
  const postcodeLabel = country ? addressLabel(rules.postcode.label, i18n) : labels.postcode;
  const set = (part: PostalAddressPart, value: string) =>
    setValue(names[part], value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: isSubmitted });

  function fillFromPlace(place: PlaceAddress) {
    set('address', place.address);
    set('city', place.city);
    set('postalCode', place.postalCode);
    if (place.country) set('country', place.country);
    const placeCountry = place.country || country;
    if (place.region && isKnownRegion(placeCountry, place.region)) set('region', place.region);
  }

  return (
    <>
      <Controller
        control={control}
        name={names.country}
        render={({ field }) => (
          <div className="sm:col-span-6">
            <CountrySelect
              {...field}
              onChange={(code) => {
                field.onChange(code);
                // A state of one country is no region of another.
                const region = getValues(names.region) as string;
                if (region && !isKnownRegion(code, region)) set('region', '');
              }}
              id={idOf('country')}
              label={labels.country}
              placeholder={labels.countryPlaceholder}
              error={errorOf('country')}
              testId={testId('country')}
            />
          </div>
        )}
      />
      <Controller
        control={control}
        name={names.address}
        render={({ field }) => (
          <div className="sm:col-span-6">
            <AddressAutocomplete
              {...field}
              id={idOf('address')}
              label={labels.address}
              placeholder={placeholder(labels.addressPlaceholder)}
              apiKey={mapsApiKey}
              country={country}
              onPlace={fillFromPlace}
              error={errorOf('address')}
              testId={testId('address')}
            />
          </div>
        )}
      />
      <TextField
        {...register(names.apartment)}
        id={idOf('apartment')}
        label={labels.apartment}
        placeholder={placeholder(labels.apartmentPlaceholder)}
        autoComplete="address-line2"
        testId={testId('apartment')}
        containerClassName="sm:col-span-6"
      />
      {rules.city.shown && (
        <TextField
          {...register(names.city)}
          id={idOf('city')}
          label={rules.city.required ? cityLabel : t`${cityLabel} (optional)`}
          placeholder={placeholder(labels.cityPlaceholder)}
          autoComplete="address-level2"
          error={errorOf('city')}
          testId={testId('city')}
          containerClassName={rules.region.shown ? 'sm:col-span-2' : 'sm:col-span-3'}
        />
      )}
      {rules.region.shown && (
        <Controller
          control={control}
          name={names.region}
          render={({ field }) => (
            <RegionField
              {...field}
              id={idOf('region')}
              rules={rules.region}
              error={errorOf('region')}
              testId={testId('region')}
              className="sm:col-span-2"
            />
          )}
        />
      )}
      {rules.postcode.shown && (
        <TextField
          {...register(names.postalCode)}
          id={idOf('postalCode')}
          label={rules.postcode.required ? postcodeLabel : t`${postcodeLabel} (optional)`}
          placeholder={placeholder(labels.postcodePlaceholder || (rules.postcode.example ?? ''))}
          autoComplete="postal-code"
          error={errorOf('postalCode')}
          testId={testId('postalCode')}
          containerClassName={rules.region.shown ? 'sm:col-span-2' : 'sm:col-span-3'}
        />
      )}
    </>
  );
}
