import type { ReactNode } from 'react';
import clsx from 'clsx';

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

export const controlClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-xs transition-colors placeholder:text-zinc-400',
    'focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500',
    invalid ? 'border-red-500 focus:outline-red-500' : 'border-zinc-300 hover:border-zinc-400 focus:outline-accent',
    className,
  );

/** A label above a control, with a hint or a red message below it. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
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
