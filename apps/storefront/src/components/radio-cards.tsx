import { useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import clsx from 'clsx';

/** A labelled radio group of selectable cards; arrow keys move between them. */
export function RadioCardGroup({
  label,
  hideLabel = false,
  value,
  onValueChange,
  children,
  className,
  testId,
}: {
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const labelId = useId();
  return (
    <div data-testid={testId}>
      <div id={labelId} className={hideLabel ? 'sr-only' : 'mb-2.5 text-sm font-semibold text-gray-900'}>
        {label}
      </div>
      <RadioGroup.Root aria-labelledby={labelId} value={value} onValueChange={onValueChange} className={className}>
        {children}
      </RadioGroup.Root>
    </div>
  );
}

export function RadioCard({
  value,
  children,
  className,
  testId,
  disabled,
  ariaLabel,
}: {
  value: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  disabled?: boolean;
  ariaLabel?: string;
}) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      data-testid={testId}
      className={clsx(
        'relative rounded-xl border bg-white text-sm font-semibold text-gray-900 transition',
        'border-gray-300 hover:border-gray-400',
        'data-[state=checked]:border-primary data-[state=checked]:ring-2 data-[state=checked]:ring-primary data-[state=checked]:ring-inset',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      {children}
    </RadioGroup.Item>
  );
}
