import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Mail, Truck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ShippingOption } from '@giftfront/domain/branding';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import type { CheckoutText } from '../checkout-text';
import { SHIPPING_DEFAULT_DESCRIPTIONS, type DeliveryMode } from '../delivery/delivery-rules';
import { FIELD_ORDER, type CheckoutFieldName, type CheckoutFormValues } from '../use-checkout-form';
import { CheckoutSection } from './checkout-section';
import { ShippingAddressFields } from './shipping-address-fields';
import { ShippingOptions } from './shipping-options';

const MODES: { value: DeliveryMode; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon }[] = [
  { value: 'digital', title: msg`Email delivery`, description: SHIPPING_DEFAULT_DESCRIPTIONS.Email, icon: Mail },
  { value: 'physical', title: msg`Physical delivery`, description: msg`Post or collection`, icon: Truck },
];

type FieldFlags = Partial<Record<CheckoutFieldName, unknown>>;

/** The fields the shopper has met: showing an error, touched or changed. */
function fieldsToRecheck(...flags: FieldFlags[]): CheckoutFieldName[] {
  return FIELD_ORDER.filter((name) => flags.some((flag) => flag[name]));
}

/** product §2/§4: delivery method (digital by default) and, for physical delivery, the shipping details. */
export function DeliverySection({
  form,
  text,
  options,
  giftRecipientName = null,
  mapsApiKey,
  formatPrice,
  postalGift = null,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  text: CheckoutText;
  options: ShippingOption[];
  /** The recipient the cart's gift details name: a postal order is addressed to them at first. */
  giftRecipientName?: string | null;
  mapsApiKey?: string | null;
  formatPrice(minor: number): string;
  /** A postal gift in the cart (issue 26 item 12): posted to its recipient by a postal option, at the gift's address. */
  postalGift?: { lines: string[]; onEdit?: () => void } | null;
}) {
  const mode = form.watch('deliveryMode');
  const { t, i18n } = useLingui();
  // Read while rendering, so the form keeps them up to date for the mode switch below.
  const { errors, touchedFields, dirtyFields } = form.formState;
  return (
    <CheckoutSection title={text.deliveryTitle} testId="delivery">
      {postalGift ? (
        <div className="space-y-6">
          <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="delivery-by-post">
            <Truck aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
            <Trans>Your gift is posted to its recipient.</Trans>
          </p>
          <ShippingAddressFields
            form={form}
            text={text}
            mapsApiKey={mapsApiKey}
            postalGift={{ ...postalGift, editLabel: t`Edit address` }}
          />
          <ShippingOptions
            form={form}
            options={options.filter((option) => option.deliveryMethod === 'Postal')}
            formatPrice={formatPrice}
          />
        </div>
      ) : (
        <>
          <Controller
            control={form.control}
            name="deliveryMode"
            render={({ field }) => (
              <RadioCardGroup
                label={t`Delivery method`}
                hideLabel
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  if (value === 'physical' && giftRecipientName && !form.getValues('shipToName').trim())
                    form.setValue('shipToName', giftRecipientName, { shouldDirty: true });
                  // What the other mode required no longer applies: the fields showing an error (or
                  // touched) are checked again. Fields this mode newly shows stay quiet until the
                  // shopper touches them or submits again.
                  if (form.formState.isSubmitted)
                    void form.trigger(fieldsToRecheck(errors, touchedFields, dirtyFields));
                }}
                className="grid gap-3 sm:grid-cols-2"
                testId="delivery-mode"
              >
                {MODES.map(({ value, title, description, icon: Icon }) => (
                  <RadioCard
                    key={value}
                    value={value}
                    testId={`delivery-mode-${value}`}
                    className="flex items-start gap-3 p-4 text-start"
                  >
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
                    <span className="min-w-0">
                      <span className="block">{i18n._(title)}</span>
                      <span className="mt-0.5 block text-sm font-normal text-gray-600">{i18n._(description)}</span>
                    </span>
                  </RadioCard>
                ))}
              </RadioCardGroup>
            )}
          />
          {mode === 'physical' && (
            <div className="mt-6 space-y-6">
              <ShippingAddressFields form={form} text={text} mapsApiKey={mapsApiKey} />
              <ShippingOptions form={form} options={options} formatPrice={formatPrice} />
            </div>
          )}
        </>
      )}
    </CheckoutSection>
  );
}
