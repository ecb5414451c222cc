import { useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { addressRulesFor, isKnownRegion } from '@giftfront/domain/address-format';
import { TextField } from '@/components/text-field';
import { AddressAutocomplete } from '../address/address-autocomplete';
import type { PlaceAddress } from '../address/place-to-address';
import type { CheckoutText } from '../checkout-text';
import { fieldId, type CheckoutFormValues } from '../use-checkout-form';
import { CountrySelect } from './country-select';
import { PhoneField } from './phone-field';
import { RegionField } from './region-field';

/**
 * product §2 shipping details, addressed to the recipient (the buyer is the sender): their name,
 * then the address as the chosen country writes it (decision 0080: a US state, a Canadian province,
 * a UK county optional, the postcode's local name), and a mobile number for the carrier.
 */
export function ShippingAddressFields({
  form,
  text,
  mapsApiKey,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  text: CheckoutText;
  mapsApiKey?: string | null;
}) {
  const { register, control, formState, setValue, watch } = form;
  const { t } = useLingui();
  const { errors, isSubmitted } = formState;
  const country = watch('country');
  const rules = addressRulesFor(country);
  const placeholder = (value: string) => value || undefined;
  // A store's own label wins until a country is chosen; then the country's word for it.
  const cityLabel = country ? rules.city.label : text.cityLabel;
  const postcodeLabel = country ? rules.postcode.label : text.postalCodeLabel;

  function fillFromPlace(place: PlaceAddress) {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('address', place.address, options);
    setValue('city', place.city, options);
    setValue('postalCode', place.postalCode, options);
    if (place.country) setValue('country', place.country, options);
    const placeCountry = place.country || country;
    if (place.region && isKnownRegion(placeCountry, place.region)) setValue('region', place.region, options);
  }

  return (
    <fieldset className="grid gap-4 sm:grid-cols-6" data-testid="shipping-address" aria-describedby="ship-to-hint">
      <legend className="mb-1 text-base font-semibold text-gray-900 sm:col-span-6">{text.shipToTitle}</legend>
      <p id="ship-to-hint" className="-mt-2 text-sm text-gray-600 sm:col-span-6">
        {text.shipToHint}
      </p>
      <TextField
        {...register('shipToName')}
        id={fieldId('shipToName')}
        label={text.shipToNameLabel}
        autoComplete="shipping name"
        error={errors.shipToName?.message}
        testId="ship-to-name"
        containerClassName="sm:col-span-6"
      />
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <div className="sm:col-span-6">
            <CountrySelect
              {...field}
              onChange={(code) => {
                field.onChange(code);
                // A state of one country is no region of another.
                const region = form.getValues('region');
                if (region && !isKnownRegion(code, region)) setValue('region', '', { shouldDirty: true });
              }}
              id={fieldId('country')}
              label={text.countryLabel}
              placeholder={text.countryPlaceholder}
              error={errors.country?.message}
              testId="country"
            />
          </div>
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <div className="sm:col-span-6">
            <AddressAutocomplete
              {...field}
              id={fieldId('address')}
              label={text.addressLabel}
              placeholder={placeholder(text.addressPlaceholder)}
              apiKey={mapsApiKey}
              country={country}
              onPlace={fillFromPlace}
              error={errors.address?.message}
              testId="address"
            />
          </div>
        )}
      />
      <TextField
        {...register('apartment')}
        id={fieldId('apartment')}
        label={text.apartmentLabel}
        placeholder={placeholder(text.apartmentPlaceholder)}
        autoComplete="address-line2"
        testId="apartment"
        containerClassName="sm:col-span-6"
      />
      {rules.city.shown && (
        <TextField
          {...register('city')}
          id={fieldId('city')}
          label={rules.city.required ? cityLabel : t`${cityLabel} (optional)`}
          placeholder={placeholder(text.cityPlaceholder)}
          autoComplete="address-level2"
          error={errors.city?.message}
          testId="city"
          containerClassName={rules.region.shown ? 'sm:col-span-2' : 'sm:col-span-3'}
        />
      )}
      {rules.region.shown && (
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <RegionField
              {...field}
              id={fieldId('region')}
              rules={rules.region}
              error={errors.region?.message}
              testId="region"
              className="sm:col-span-2"
            />
          )}
        />
      )}
      {rules.postcode.shown && (
        <TextField
          {...register('postalCode')}
          id={fieldId('postalCode')}
          label={rules.postcode.required ? postcodeLabel : t`${postcodeLabel} (optional)`}
          placeholder={placeholder(text.postalCodePlaceholder || (rules.postcode.example ?? ''))}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          testId="postal-code"
          containerClassName={rules.region.shown ? 'sm:col-span-2' : 'sm:col-span-3'}
        />
      )}
      <TextField
        {...register('company')}
        id={fieldId('company')}
        label={text.companyLabel}
        placeholder={placeholder(text.companyPlaceholder)}
        autoComplete="organization"
        testId="company"
        containerClassName="sm:col-span-6"
      />
      <Controller
        control={control}
        name="mobileNumber"
        render={({ field }) => (
          <div className="sm:col-span-6">
            <PhoneField
              id={fieldId('mobileNumber')}
              label={text.mobileNumberLabel}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              shippingCountry={country}
              placeholder={placeholder(text.mobileNumberPlaceholder)}
              error={errors.mobileNumber?.message}
              testId="mobile-number"
            />
          </div>
        )}
      />
    </fieldset>
  );
}
