import { Controller, useFormContext } from 'react-hook-form';
import { AmountField } from '@/components/amount-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { CatalogueSettings } from '../api/store-catalogue-settings';
import { CheckboxField } from './checkbox-field';
import { DenominationsField } from './denominations-field';
import { FormSection } from './form-section';
import { optionalNumber } from './optional-number';
import { slugFromName, type ProductFormValues } from './product-form-values';
import { RichTextField } from './rich-text-field';
import { shopperPriceText } from './shopper-price-text';
import { TranslationsSection } from './translations-section';

const TYPE_OPTIONS = [
  { value: 'GiftCard', label: 'Gift card (money to spend)' },
  { value: 'Voucher', label: 'Voucher (an experience or item)' },
] as const;

/** Every product §3 field a merchant sets, in sections; designs are their own section (they upload at once). */
export function ProductFormFields({
  settings,
  readOnly,
  slugFollowsName,
  onSlugEdited,
  designs,
}: {
  settings: CatalogueSettings;
  readOnly: boolean;
  slugFollowsName: boolean;
  onSlugEdited: () => void;
  /** The product's designs, whose names the Translations section gives in other languages. */
  designs?: readonly { id: string; name: string }[];
}) {
  const { register, control, watch, setValue, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const type = watch('type');
  const customAllowed = type === 'GiftCard' && !watch('hideCustomGiftCardAmounts');
  // product §9: with amounts the storefront ignores the single price, so the field is not offered.
  const hasAmounts = watch('denominations').length > 0;
  const shopperPays = shopperPriceText(
    {
      type,
      price: watch('price'),
      denominations: watch('denominations'),
      hideCustomGiftCardAmounts: watch('hideCustomGiftCardAmounts'),
    },
    settings.currency,
    settings.hidesCustomAmounts,
  );
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) =>
      slugFollowsName && setValue('slug', slugFromName(event.target.value), { shouldDirty: true }),
  });
  // Every number field of the form is empty for none (optionalNumber); money is typed as decimals of the store's currency.
  const amountField = (name: 'price' | 'customAmountMin' | 'customAmountMax', label: string, hint: string) => (
    <AmountField
      label={label}
      currency={settings.currency}
      asNumber
      hint={hint}
      error={errors[name]?.message}
      {...register(name, optionalNumber)}
    />
  );
  const countField = (name: 'validityMonths' | 'quantityLimit', label: string, hint: string, min: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      step="1"
      min={min}
      hint={hint}
      error={errors[name]?.message}
      {...register(name, optionalNumber)}
    />
  );
  const richText = (name: 'description' | 'details' | 'terms', label: string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label}
          hint={hint}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          readOnly={readOnly}
          testId={`${name}-editor`}
        />
      )}
    />
  );

  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-5">
      <legend className="sr-only">Product</legend>
      <FormSection title="Basics">
        <SelectField label="Type" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...nameField} />
        <TextField
          label="Address on the storefront"
          autoComplete="off"
          hint={
            slugFollowsName
              ? 'Made from the name; change it to choose your own.'
              : 'Lower-case letters, digits and dashes.'
          }
          error={errors.slug?.message}
          {...register('slug', { onChange: onSlugEdited })}
        />
        {richText('description', 'Description', 'Shown under the name.')}
      </FormSection>

      <FormSection
        title="Pricing"
        description="Fixed amounts, a single price, or amounts the shopper chooses (gift cards)."
      >
        <DenominationsField currency={settings.currency} readOnly={readOnly} />
        {!hasAmounts &&
          amountField(
            'price',
            'Single price',
            'One price for every shopper. Add amounts above to offer a choice instead.',
          )}
        {type === 'GiftCard' && (
          <>
            <CheckboxField
              label="Shoppers may choose their own amount"
              checked={!watch('hideCustomGiftCardAmounts')}
              onChange={(event) => setValue('hideCustomGiftCardAmounts', !event.target.checked, { shouldDirty: true })}
            />
            {customAllowed && (
              <div className="grid gap-3 sm:grid-cols-2">
                {amountField('customAmountMin', 'Least amount', "Empty: the store's least.")}
                {amountField('customAmountMax', 'Most amount', "Empty: the store's most.")}
              </div>
            )}
          </>
        )}
        <p
          className="rounded-lg bg-zinc-100 px-3 py-2 text-sm font-medium text-zinc-800"
          aria-live="polite"
          data-testid="shopper-pays"
        >
          {shopperPays}
        </p>
        {countField(
          'validityMonths',
          'Valid for (months from purchase)',
          "Each card's expiry date is set from this, and shoppers read it. Empty: the store's expiry setting.",
          1,
        )}
        {settings.taxClasses.length > 0 && (
          <SelectField
            label="Tax class"
            options={[
              { value: '', label: 'No tax' },
              ...settings.taxClasses.map((c) => ({ value: c.id, label: c.name })),
            ]}
            error={errors.taxClassId?.message}
            {...register('taxClassId', { setValueAs: (value: string) => value || null })}
          />
        )}
      </FormSection>

      <FormSection title="Stock and delivery">
        {countField('quantityLimit', 'Quantity limit', 'Empty or 0: no limit.', 0)}
        <CheckboxField
          label="Show how many are left"
          hint="Shoppers see the number still available."
          {...register('showQuantityLimit')}
        />
        <CheckboxField
          label="Can be posted"
          hint="Shoppers may choose postal delivery at checkout."
          {...register('isShippingEnabled')}
        />
      </FormSection>

      <FormSection title="Details and terms">
        {richText('details', 'Details')}
        {richText('terms', 'Terms and conditions')}
      </FormSection>

      <TranslationsSection settings={settings} readOnly={readOnly} designs={designs} />
    </fieldset>
  );
}
