import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { AdminSettingsView } from '@giftfront/domain/admin/settings';
import { GIFT_CARD_EXPIRY_MONTHS, giftCardExpirySentence } from '@giftfront/domain/gift-card-expiry';
import { EXPIRY_RULE_LABELS, EXPIRY_RULES } from '@giftfront/domain/expiry-rules';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { CheckboxField } from './checkbox-field';
import { ListEditor, newRowId } from './list-editor';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';

const KEYS = [
  'currencyCode',
  'shouldChargeFees',
  'fees',
  'taxClasses',
  'shouldIncludeTaxInPricing',
  'shippingOptions',
  'giftCardExpiry',
  'expiryRule',
  'maxGiftCardBalance',
] as const;
const FEE_TYPES = [
  { value: 'Percent', label: 'Percent of the order' },
  { value: 'FixedAmount', label: 'Fixed amount' },
];
const DELIVERY_METHODS = [
  { value: 'Email', label: 'Email' },
  { value: 'Postal', label: 'Post' },
  { value: 'Collection', label: 'Collection' },
];
const asNumber = { valueAsNumber: true } as const;
const countriesText = (codes: readonly string[] | null | undefined) => (codes ?? []).join(', ');
const countriesOf = (text: string) => {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  return codes.length ? codes : null;
};

/** Currency, fees, tax classes, shipping options, the card expiry policy and the top-up ceiling. */
export function MoneyTab({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, control, formState } = form;
  const errors = formState.errors;
  const fees = useFieldArray({ control, name: 'fees', keyName: 'key' });
  const taxClasses = useFieldArray({ control, name: 'taxClasses', keyName: 'key' });
  const shipping = useFieldArray({ control, name: 'shippingOptions', keyName: 'key' });
  const expiry = useWatch({ control, name: 'giftCardExpiry' });
  const onSubmit = submit((values) => (view.currencyLocked ? { ...values, currencyCode: undefined } : values));
  return (
    <SettingsFormFrame
      onSubmit={onSubmit}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="money-form"
    >
      <SettingsGroup title="Currency">
        <TextField
          label="Currency code"
          maxLength={3}
          readOnly={view.currencyLocked}
          containerClassName="max-w-48"
          hint={
            view.currencyLocked
              ? 'Locked: the store has orders in this currency, so it can no longer change.'
              : 'Three letters, ISO 4217 (USD, EUR, GBP). It cannot change once the store has orders.'
          }
          error={errors.currencyCode?.message}
          {...register('currencyCode')}
        />
        <TextField
          label="Highest card balance by top-up"
          type="number"
          step="0.01"
          min="0"
          containerClassName="max-w-48"
          error={errors.maxGiftCardBalance?.message}
          {...register('maxGiftCardBalance', asNumber)}
        />
      </SettingsGroup>

      <SettingsGroup title="Card expiry" description="For cards sold from now on; cards already sold keep their date.">
        <SelectField
          label="Where the store sells"
          options={EXPIRY_RULES.map((rule) => ({ value: rule, label: EXPIRY_RULE_LABELS[rule] }))}
          containerClassName="max-w-md"
          hint="The law on how soon money gift cards may expire: the United States federal rule allows no expiry sooner than 5 years after issue or the last load; in California they may not expire. Vouchers are not checked."
          error={errors.expiryRule?.message}
          {...register('expiryRule')}
        />
        <Controller
          control={control}
          name="giftCardExpiry.months"
          render={({ field, fieldState }) => (
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label="New cards expire"
                options={[
                  { value: 'never', label: 'Never' },
                  { value: 'after', label: 'After a number of months' },
                ]}
                value={field.value == null ? 'never' : 'after'}
                onChange={(event) => field.onChange(event.target.value === 'never' ? null : 12)}
                containerClassName="min-w-56"
              />
              {field.value != null && (
                <TextField
                  label="Months"
                  type="number"
                  min={GIFT_CARD_EXPIRY_MONTHS.min}
                  max={GIFT_CARD_EXPIRY_MONTHS.max}
                  containerClassName="w-32"
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            </div>
          )}
        />
        <p className="text-sm text-zinc-600" data-testid="expiry-sentence">
          Shoppers read: {giftCardExpirySentence(expiry) ?? 'nothing about expiry (cards never expire).'}
        </p>
      </SettingsGroup>

      <SettingsGroup title="Fees">
        <CheckboxField label="Charge fees at checkout" {...register('shouldChargeFees')} />
        <ListEditor
          items={fees.fields}
          addLabel="Add a fee"
          empty="No fees."
          itemLabel={(i) => `Fee ${i + 1}`}
          onAdd={() => fees.append({ id: newRowId('fee'), name: '', feeType: 'Percent', amount: 0 })}
          onRemove={fees.remove}
          renderItem={(i) => (
            <>
              <TextField label="Name" error={errors.fees?.[i]?.name?.message} {...register(`fees.${i}.name`)} />
              <SelectField label="Type" options={FEE_TYPES} {...register(`fees.${i}.feeType`)} />
              <TextField
                label="Amount"
                type="number"
                step="0.01"
                min="0"
                error={errors.fees?.[i]?.amount?.message}
                {...register(`fees.${i}.amount`, asNumber)}
              />
              <TextField label="Id" error={errors.fees?.[i]?.id?.message} {...register(`fees.${i}.id`)} />
            </>
          )}
        />
      </SettingsGroup>

      <SettingsGroup title="Tax">
        <CheckboxField
          label="Prices include tax"
          hint="Otherwise tax is added to the total."
          {...register('shouldIncludeTaxInPricing')}
        />
        {errors.taxClasses?.message && <p className="text-sm font-medium text-red-700">{errors.taxClasses.message}</p>}
        {errors.taxClasses?.root?.message && (
          <p className="text-sm font-medium text-red-700">{errors.taxClasses.root.message}</p>
        )}
        <ListEditor
          items={taxClasses.fields}
          addLabel="Add a tax class"
          empty="No tax classes: products carry no tax."
          itemLabel={(i) => `Tax class ${i + 1}`}
          onAdd={() => taxClasses.append({ id: newRowId('tax'), name: '', rate: 0 })}
          onRemove={taxClasses.remove}
          renderItem={(i) => (
            <>
              <TextField
                label="Name"
                error={errors.taxClasses?.[i]?.name?.message}
                {...register(`taxClasses.${i}.name`)}
              />
              <TextField
                label="Rate (%)"
                type="number"
                step="0.01"
                min="0"
                max="100"
                error={errors.taxClasses?.[i]?.rate?.message}
                {...register(`taxClasses.${i}.rate`, asNumber)}
              />
              <TextField
                label="Id"
                hint="Products name their class by this id."
                error={errors.taxClasses?.[i]?.id?.message}
                {...register(`taxClasses.${i}.id`)}
              />
            </>
          )}
        />
      </SettingsGroup>

      <SettingsGroup title="Shipping options" description="Without any, cards are sent by email only.">
        <ListEditor
          items={shipping.fields}
          addLabel="Add a shipping option"
          empty="No shipping options."
          itemLabel={(i) => `Shipping option ${i + 1}`}
          onAdd={() =>
            shipping.append({
              id: newRowId('ship'),
              name: '',
              description: null,
              price: 0,
              deliveryMethod: 'Postal',
              showForCountryCodes: null,
            })
          }
          onRemove={shipping.remove}
          renderItem={(i) => (
            <>
              <TextField
                label="Name"
                error={errors.shippingOptions?.[i]?.name?.message}
                {...register(`shippingOptions.${i}.name`)}
              />
              <SelectField
                label="Delivery"
                options={DELIVERY_METHODS}
                {...register(`shippingOptions.${i}.deliveryMethod`)}
              />
              <TextField
                label="Price"
                type="number"
                step="0.01"
                min="0"
                error={errors.shippingOptions?.[i]?.price?.message}
                {...register(`shippingOptions.${i}.price`, asNumber)}
              />
              <TextField
                label="Id"
                error={errors.shippingOptions?.[i]?.id?.message}
                {...register(`shippingOptions.${i}.id`)}
              />
              <Controller
                control={control}
                name={`shippingOptions.${i}.showForCountryCodes`}
                render={({ field, fieldState }) => (
                  <TextField
                    label="Countries"
                    hint="Two-letter codes, such as GB, IE. Empty: every country."
                    containerClassName="sm:col-span-2"
                    defaultValue={countriesText(field.value)}
                    onChange={(event) => field.onChange(countriesOf(event.target.value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={
                      fieldState.error?.message ??
                      (Array.isArray(errors.shippingOptions?.[i]?.showForCountryCodes)
                        ? errors.shippingOptions[i].showForCountryCodes.find(Boolean)?.message
                        : undefined)
                    }
                  />
                )}
              />
              <TextField
                label="Description"
                containerClassName="sm:col-span-2"
                {...register(`shippingOptions.${i}.description`)}
              />
            </>
          )}
        />
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
