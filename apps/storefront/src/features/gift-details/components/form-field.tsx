import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';

/** What a control needs to be labelled and described by its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export const inputClasses = (invalid: boolean) =>
  clsx(
    'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-xs placeholder:text-gray-400 sm:text-sm',
    'disabled:bg-gray-50',
    invalid ? 'border-red-500' : 'border-gray-300 focus:border-primary-ink',
  );

/** A labelled control with an optional hint and its error, announced when it appears (product §5). */
export function FormField({
  label,
  optional,
  hint,
  error,
  aside,
  below,
  testId,
  className,
  children,
}: {
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Beside the label. */
  aside?: ReactNode;
  /** Under the control, before the hint (e.g. a helper button). */
  below?: ReactNode;
  testId?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const say = useShopperMessage();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-testid={testId}>
      <div className="mb-1.5 flex items-end justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          {label}
          {optional && (
            <span className="font-normal text-gray-500">
              {' '}
              <Trans>(optional)</Trans>
            </span>
          )}
        </label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p
          id={errorId}
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
          className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {say(error)}
        </p>
      )}
      {(hint || below) && (
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {below}
          {hint && (
            <div id={hintId} className="ms-auto text-sm text-gray-500">
              {hint}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
