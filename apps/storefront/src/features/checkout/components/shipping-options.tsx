import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RadioGroup } from 'radix-ui';
import clsx from 'clsx';
import type { ShippingOption } from '@giftfront/domain/branding';
import { fieldErrorId } from '@/components/text-field';
import { shopperMessage } from '@/lib/i18n/shopper-messages';
import { countryName } from '@/entities/address/countries';
import { isAvailableFor, shippingOptionDescription } from '../delivery/delivery-rules';
import { fieldId, type CheckoutFormValues } from '../use-checkout-form';

const listCountries = (codes: readonly string[], i18n: I18n) => {
  const names = codes.map((code) => countryName(code));
  if (names.length <= 1) return names[0] ?? '';
  const first = names.slice(0, -1).join(', ');
  const last = names.at(-1) ?? '';
  return i18n._(msg`${first} and ${last}`);
};

/** product §4: options limited by country are greyed out when the chosen country is not in their list. */
export function ShippingOptions({
  form,
  options,
  formatPrice,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  options: ShippingOption[];
  formatPrice(minor: number): string;
}) {
  const { control, watch, setValue, formState } = form;
  const country = watch('country');
  const selectedId = watch('shippingOptionId');
  const error = formState.errors.shippingOptionId?.message;
  const { t, i18n } = useLingui();

  // A chosen option that no longer ships to the chosen country is unchosen.
  useEffect(() => {
    const selected = options.find((option) => option.id === selectedId);
    if (selected && !isAvailableFor(selected, country))
      setValue('shippingOptionId', null, { shouldValidate: formState.isSubmitted });
  }, [country, selectedId, options, setValue, formState.isSubmitted]);

  return (
    <div data-testid="shipping-options">
      <div id="shipping-method-label" className="mb-2.5 text-sm font-semibold text-gray-900">
        <Trans>Shipping method</Trans>
      </div>
      <Controller
        control={control}
        name="shippingOptionId"
        render={({ field }) => (
          <RadioGroup.Root
            id={fieldId('shippingOptionId')}
            ref={field.ref}
            aria-labelledby="shipping-method-label"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(fieldId('shippingOptionId')) : undefined}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            tabIndex={-1}
            className={clsx('overflow-hidden rounded-xl border bg-white', error ? 'border-red-500' : 'border-gray-300')}
          >
            {options.map((option) => {
              const available = isAvailableFor(option, country);
              const reasonId = `shipping-reason-${option.id}`;
              return (
                <RadioGroup.Item
                  key={option.id}
                  value={option.id}
                  disabled={!available}
                  aria-describedby={available ? undefined : reasonId}
                  data-testid={`shipping-option-${option.id}`}
                  className={clsx(
                    'group flex w-full items-start gap-3 border-b border-gray-200 px-4 py-3.5 text-start last:border-b-0 transition-colors',
                    'data-[state=checked]:bg-primary/5 hover:bg-gray-50 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:hover:bg-gray-50',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-gray-400 bg-white group-data-[state=checked]:border-primary-ink group-disabled:border-gray-300"
                  >
                    <span className="size-2.5 rounded-full bg-primary-ink opacity-0 group-data-[state=checked]:opacity-100" />
                  </span>
                  <span className={clsx('min-w-0 flex-1', !available && 'opacity-60')}>
                    <span className="block text-sm font-semibold text-gray-900">{option.name}</span>
                    <span className="mt-0.5 block text-sm text-gray-600">
                      {shippingOptionDescription(option, i18n)}
                    </span>
                    {!available && (
                      <span
                        id={reasonId}
                        className="mt-1 block text-xs font-medium text-gray-700"
                        data-testid="shipping-option-reason"
                      >
                        <Trans>
                          Not available for delivery to {countryName(country)}. Ships to{' '}
                          {listCountries(option.showForCountryCodes ?? [], i18n)} only.
                        </Trans>
                      </span>
                    )}
                  </span>
                  <span
                    className={clsx(
                      'shrink-0 text-sm font-semibold text-gray-900 tabular-nums',
                      !available && 'opacity-60',
                    )}
                  >
                    {option.price > 0 ? formatPrice(option.price) : t`Free`}
                  </span>
                </RadioGroup.Item>
              );
            })}
          </RadioGroup.Root>
        )}
      />
      {error && (
        <p
          id={fieldErrorId(fieldId('shippingOptionId'))}
          className="mt-1.5 text-sm font-medium text-red-700"
          data-testid="shipping-option-error"
        >
          {shopperMessage(error, i18n)}
        </p>
      )}
    </div>
  );
}
