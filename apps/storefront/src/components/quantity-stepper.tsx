import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import clsx from 'clsx';
import { QUANTITY_MIN } from '@giftfront/domain/constants';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** SPEC §5: never below 1; there is no maximum. */
  min?: number;
  label?: string;
  /** Shows the label above the control; otherwise it is only announced. */
  showLabel?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
  className?: string;
}

/** Minus, a typed number and plus. Arrow keys step the number; a value below the minimum is not taken. */
export function QuantityStepper({
  value,
  onChange,
  min = QUANTITY_MIN,
  label = 'Quantity',
  showLabel = false,
  size = 'md',
  testId = 'quantity',
  className,
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const box = size === 'sm' ? 'h-9' : 'h-11';
  const button = clsx('flex items-center justify-center text-gray-700 transition-colors hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent', size === 'sm' ? 'w-9' : 'w-11');

  function take(text: string) {
    const quantity = Number(text);
    if (text !== '' && Number.isInteger(quantity) && quantity >= min) {
      setDraft(null);
      onChange(quantity);
    } else {
      setDraft(text);
    }
  }

  return (
    <div className={className} data-testid={testId}>
      <label htmlFor={inputId} className={showLabel ? 'mb-2 block text-sm font-semibold text-gray-900' : 'sr-only'}>
        {label}
      </label>
      <div className={clsx('inline-flex items-stretch overflow-hidden rounded-xl border border-gray-300 bg-white focus-within:border-primary', box)}>
        <button type="button" className={button} aria-label={`Decrease ${label.toLowerCase()}`} data-testid={`${testId}-decrease`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => take(event.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            // Stepped here rather than by the browser so it behaves the same everywhere.
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            setDraft(null);
            onChange(event.key === 'ArrowUp' ? value + 1 : Math.max(min, value - 1));
          }}
          data-testid={`${testId}-input`}
          className="w-12 [appearance:textfield] border-x border-gray-200 bg-transparent text-center text-sm font-semibold text-gray-900 tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" className={button} aria-label={`Increase ${label.toLowerCase()}`} data-testid={`${testId}-increase`} onClick={() => onChange(value + 1)}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
