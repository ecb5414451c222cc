import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { AddressAutocomplete } from '../address/address-autocomplete';
import type { PlaceAddress } from '../address/place-to-address';
import type { CheckoutText } from '../checkout-text';
import { fieldId, type CheckoutFormValues } from '../use-checkout-form';
import { CountrySelect } from './country-select';
import { PhoneField } from './phone-field';

/** product §2 shipping details: address (assisted by the maps autocomplete), city, postcode, country, mobile. */
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
  const { errors, isSubmitted } = formState;
  const country = watch('country');
  const placeholder = (value: string) => value || undefined;

  function fillFromPlace(place: PlaceAddress) {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('address', place.address, options);
    setValue('city', place.city, options);
    setValue('postalCode', place.postalCode, options);
    if (place.country) setValue('country', place.country, options);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-6" data-testid="shipping-address">
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <div className="sm:col-span-6">
            <CountrySelect
              {...field}
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
      <TextField
        {...register('city')}
        id={fieldId('city')}
        label={text.cityLabel}
        placeholder={placeholder(text.cityPlaceholder)}
        autoComplete="address-level2"
        error={errors.city?.message}
        testId="city"
        containerClassName="sm:col-span-3"
      />
      <TextField
        {...register('postalCode')}
        id={fieldId('postalCode')}
        label={text.postalCodeLabel}
        placeholder={placeholder(text.postalCodePlaceholder)}
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        testId="postal-code"
        containerClassName="sm:col-span-3"
      />
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
    </div>
  );
}
