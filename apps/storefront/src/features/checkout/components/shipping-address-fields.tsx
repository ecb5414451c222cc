import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { PostalAddressFields, type PostalAddressPart } from '@/entities/address/postal-address-fields';
import type { CheckoutText } from '../checkout-text';
import { fieldId, type CheckoutFormValues } from '../use-checkout-form';
import { LazyPhoneField } from './lazy-phone-field';

const ADDRESS_NAMES = {
  country: 'country',
  address: 'address',
  apartment: 'apartment',
  city: 'city',
  region: 'region',
  postalCode: 'postalCode',
} as const satisfies Record<PostalAddressPart, keyof CheckoutFormValues>;

/**
 * product §2 shipping details, addressed to the recipient (the buyer is the sender): their name,
 * then the address as the chosen country writes it (decision 0080: a US state, a Canadian province,
 * a UK county optional, the postcode's local name), and a mobile number for the carrier.
 */
export function ShippingAddressFields({
  form,
  text,
  mapsApiKey,
  postalGift = null,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  text: CheckoutText;
  mapsApiKey?: string | null;
  /**
   * A postal gift's Ship to (issue 26 item 12): the recipient and address typed in the gift
   * dialog, shown as they will be posted, changed there (Edit); only the mobile number is asked.
   */
  postalGift?: { lines: string[]; onEdit?: () => void; editLabel: string } | null;
}) {
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const country = watch('country');
  const placeholder = (value: string) => value || undefined;

  return (
    <fieldset className="grid gap-4 sm:grid-cols-6" data-testid="shipping-address" aria-describedby="ship-to-hint">
      <legend className="mb-1 text-base font-semibold text-gray-900 sm:col-span-6">{text.shipToTitle}</legend>
      <p id="ship-to-hint" className="-mt-2 text-sm text-gray-600 sm:col-span-6">
        {text.shipToHint}
      </p>
      {postalGift ? (
        <div className="flex items-start justify-between gap-3 rounded-xl bg-gray-50 px-4 py-3 text-sm sm:col-span-6">
          <address className="text-gray-900 not-italic" data-testid="ship-to-gift">
            {postalGift.lines.map((line, index) => (
              <span key={index} className={index === 0 ? 'block font-semibold' : 'block'}>
                {line}
              </span>
            ))}
          </address>
          {postalGift.onEdit && (
            <button
              type="button"
              onClick={postalGift.onEdit}
              className="-my-1 inline-flex items-center gap-1 rounded-lg px-1.5 py-1 font-semibold text-primary-ink hover:bg-white hover:underline"
              data-testid="ship-to-gift-edit"
            >
              {postalGift.editLabel}
            </button>
          )}
        </div>
      ) : (
        <>
          <TextField
            {...register('shipToName')}
            id={fieldId('shipToName')}
            label={text.shipToNameLabel}
            autoComplete="shipping name"
            error={errors.shipToName?.message}
            testId="ship-to-name"
            containerClassName="sm:col-span-6"
          />
          <PostalAddressFields
            form={form}
            names={ADDRESS_NAMES}
            idOf={fieldId}
            labels={{
              country: text.countryLabel,
              countryPlaceholder: text.countryPlaceholder,
              address: text.addressLabel,
              addressPlaceholder: text.addressPlaceholder,
              apartment: text.apartmentLabel,
              apartmentPlaceholder: text.apartmentPlaceholder,
              city: text.cityLabel,
              cityPlaceholder: text.cityPlaceholder,
              postcode: text.postalCodeLabel,
              postcodePlaceholder: text.postalCodePlaceholder,
            }}
            mapsApiKey={mapsApiKey}
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
        </>
      )}
      <Controller
        control={control}
        name="mobileNumber"
        render={({ field }) => (
          <div className="sm:col-span-6">
            <LazyPhoneField
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
