import { minorUnits } from '@giftfront/domain/money';
import { useId } from 'react';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import { currencySymbolOf, type PriceFormatter } from '@/lib/money-format';
import { CUSTOM_CHOICE, type PurchaseOptions } from '../use-purchase-options';
import { keepInputValue } from '@/lib/keep-input-value';
import { Trans, useLingui } from '@lingui/react/macro';

/** product §2 amount picker: the amounts on offer, 'Custom' unless hidden, and the custom amount input. */
export function AmountPicker({
  options,
  allowCustom,
  format,
}: {
  options: PurchaseOptions;
  allowCustom: boolean;
  format: PriceFormatter;
}) {
  const { minMinor, maxMinor } = options.customBounds;
  const most = format(minorUnits(maxMinor));
  const least = format(minorUnits(minMinor));
  const inputId = useId();
  const { t } = useLingui();
  const hintId = useId();
  const hasChoices = options.choices.length + (allowCustom ? 1 : 0) > 0;
  const invalid = options.customTooHigh || options.customTooLow;
  return (
    <div className="space-y-4">
      {hasChoices && (
        <RadioCardGroup
          label={t`Choose an amount`}
          value={options.choice}
          onValueChange={options.setChoice}
          className="grid grid-cols-[repeat(auto-fill,minmax(6.25rem,1fr))] gap-2.5"
          testId="amount-picker"
        >
          {options.choices.map((denomination) => (
            <RadioCard
              key={denomination.id}
              value={denomination.id}
              className="flex h-12 items-center justify-center px-2 tabular-nums"
              testId={`amount-${denomination.id}`}
            >
              {format(minorUnits(denomination.price))}
            </RadioCard>
          ))}
          {allowCustom && (
            <RadioCard
              value={CUSTOM_CHOICE}
              className="flex h-12 items-center justify-center px-2"
              testId="amount-custom"
            >
              <Trans>Custom</Trans>
            </RadioCard>
          )}
        </RadioCardGroup>
      )}
      {options.isCustom && (
        <div>
          <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-gray-900">
            <Trans>Custom amount</Trans>
          </label>
          <div className="relative max-w-xs">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-4 text-base font-semibold text-gray-500"
            >
              {currencySymbolOf(format)}
            </span>
            <input
              id={inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={options.customText}
              onChange={(event) => keepInputValue(event.currentTarget, options.setCustomText(event.target.value))}
              aria-describedby={hintId}
              aria-invalid={invalid || undefined}
              data-testid="custom-amount-input"
              className="h-12 w-full rounded-xl border border-gray-300 bg-white pe-4 ps-10 text-base font-semibold text-gray-900 tabular-nums placeholder:font-normal placeholder:text-gray-400 focus:border-primary-ink focus:ring-2 focus:ring-primary-light focus:outline-none aria-[invalid]:border-red-500"
            />
          </div>
          <p
            id={hintId}
            data-testid="custom-amount-hint"
            className={invalid ? 'mt-2 text-sm font-medium text-red-700' : 'mt-2 text-sm text-gray-600'}
          >
            {options.customTooHigh
              ? t`The most a gift card can hold is ${most}.`
              : options.customTooLow
                ? t`The least a gift card can hold is ${least}.`
                : t`Enter any amount from ${least} to ${most}.`}
          </p>
        </div>
      )}
    </div>
  );
}
