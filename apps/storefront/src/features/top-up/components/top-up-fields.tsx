import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, type InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TOPUP_MIN_AMOUNT } from '@giftfront/domain/constants';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';
import { TOPUP_STEP, type TopUpFields } from '../top-up-form';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  prefix?: string;
}

function Field({ label, error, prefix, className, ...input }: FieldProps) {
  const id = useId();
  const say = useShopperMessage();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3.5 font-semibold text-gray-500"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-11 w-full rounded-xl border border-gray-300 bg-white pe-3.5 text-base text-gray-900 placeholder:text-gray-400 focus:border-primary-ink focus:ring-2 focus:ring-primary-light focus:outline-none disabled:bg-gray-50 aria-[invalid]:border-red-500 ${prefix ? 'ps-8' : 'ps-3.5'}`}
          {...input}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {say(error)}
        </p>
      )}
    </div>
  );
}

/**
 * product §2 'Top Up Gift Card': amount, first name, last name, email. A name or the email shows
 * its error once left (react-hook-form's onTouched); the amount is judged as soon as the dialog
 * opens and at every change.
 */
export function TopUpFieldsForm({
  form,
  symbol,
  disabled,
}: {
  form: UseFormReturn<TopUpFields>;
  symbol: string;
  disabled: boolean;
}) {
  const { register, trigger, formState } = form;
  const { t } = useLingui();
  useEffect(() => {
    void trigger('amountText');
  }, [trigger]);
  const field = (name: keyof TopUpFields) => ({
    ...register(name, name === 'amountText' ? { onChange: () => void trigger('amountText') } : undefined),
    disabled,
    error: formState.errors[name]?.message,
    'data-testid': `top-up-${name}`,
  });
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4">
      <Field
        label={t`Amount`}
        type="number"
        inputMode="decimal"
        min={TOPUP_MIN_AMOUNT}
        step={TOPUP_STEP}
        prefix={symbol}
        className="col-span-2"
        {...field('amountText')}
      />
      <Field
        label={t`First name`}
        autoComplete="given-name"
        className="col-span-2 sm:col-span-1"
        {...field('firstName')}
      />
      <Field
        label={t`Last name`}
        autoComplete="family-name"
        className="col-span-2 sm:col-span-1"
        {...field('lastName')}
      />
      <Field label={t`Email`} type="email" autoComplete="email" className="col-span-2" {...field('email')} />
    </div>
  );
}
