import { useId, type InputHTMLAttributes } from 'react';
import { TOPUP_MIN_AMOUNT } from '@giftfront/domain/constants';
import { TOPUP_STEP, type TopUpFieldErrors, type TopUpFields } from '../top-up-form';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  prefix?: string;
}

function Field({ label, error, prefix, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 font-semibold text-gray-500">
            {prefix}
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-11 w-full rounded-xl border border-gray-300 bg-white pr-3.5 text-base text-gray-900 placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary-light focus:outline-none disabled:bg-gray-50 aria-[invalid]:border-red-500 ${prefix ? 'pl-8' : 'pl-3.5'}`}
          {...input}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** SPEC §2 'Top Up Gift Card': amount, first name, last name, email. Errors show once a field is left or Pay was tried. */
export function TopUpFieldsForm({ fields, errors, shown, symbol, disabled, onChange, onLeave }: {
  fields: TopUpFields;
  errors: TopUpFieldErrors;
  shown: ReadonlySet<keyof TopUpFields>;
  symbol: string;
  disabled: boolean;
  onChange: (name: keyof TopUpFields, value: string) => void;
  onLeave: (name: keyof TopUpFields) => void;
}) {
  const common = (name: keyof TopUpFields) => ({
    value: fields[name],
    disabled,
    error: shown.has(name) ? errors[name] : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    onBlur: () => onLeave(name),
    'data-testid': `top-up-${name}`,
  });
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4">
      <Field label="Amount" type="number" inputMode="decimal" min={TOPUP_MIN_AMOUNT} step={TOPUP_STEP} prefix={symbol} className="col-span-2" {...common('amountText')} />
      <Field label="First name" autoComplete="given-name" className="col-span-2 sm:col-span-1" {...common('firstName')} />
      <Field label="Last name" autoComplete="family-name" className="col-span-2 sm:col-span-1" {...common('lastName')} />
      <Field label="Email" type="email" autoComplete="email" className="col-span-2" {...common('email')} />
    </div>
  );
}
