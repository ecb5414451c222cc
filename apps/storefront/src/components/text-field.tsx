import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';

export const inputClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block h-12 w-full rounded-xl border bg-white px-3.5 text-[15px] text-gray-900 shadow-xs transition-colors placeholder:text-gray-400',
    'focus:outline-none focus:ring-2 focus:ring-primary/30 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-500/25'
      : 'border-gray-300 hover:border-gray-400 focus:border-primary-ink',
    className,
  );

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** A label above a control, with a hint and a red message below it (product §5 messages under each field). */
export function FieldShell({ id, label, error, hint, className, children, testId }: FieldShellProps) {
  const say = useShopperMessage();
  return (
    <div className={className} data-testid={testId}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={fieldErrorId(id)}
          className="mt-1.5 text-sm font-medium text-red-700"
          data-testid={testId ? `${testId}-error` : undefined}
        >
          {say(error)}
        </p>
      )}
    </div>
  );
}

/** The ARIA wiring of a control inside FieldShell. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  const ids = [error ? fieldErrorId(id) : null, hint && !error ? fieldHintId(id) : null].filter(Boolean);
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined };
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  testId?: string;
  containerClassName?: string;
  /** An icon shown inside the input, at its end. */
  adornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  id,
  testId,
  containerClassName,
  className,
  adornment,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const control = (
    <input
      id={inputId}
      className={inputClasses(Boolean(error), clsx(adornment ? 'pe-11' : null, className))}
      data-testid={testId ? `${testId}-input` : undefined}
      {...describedBy(inputId, error, hint)}
      {...input}
    />
  );
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={containerClassName} testId={testId}>
      {adornment ? (
        <div className="relative">
          {control}
          <span className="pointer-events-none absolute inset-y-0 end-3.5 flex items-center text-gray-400">
            {adornment}
          </span>
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}
