import { useId, useRef, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';
import { STEP_TAP_ATTRIBUTE, STEPPER_ATTRIBUTE, STEPPER_LIVE_ATTRIBUTE } from '@giftfront/domain/tap-replay';

/** product §5: quantity cannot go below 1 (detail page and cart); there is no maximum. */
export const QUANTITY_MIN = 1;

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** product §5: never below 1. */
  min?: number;
  /** What is left to buy, when that is known; unlimited by default. Never lowers the value shown. */
  max?: number;
  /** The id of a hint (such as 'Only 3 left') that describes the plus button and the number. */
  describedBy?: string;
  label?: string;
  /** Shows the label above the control; otherwise it is only announced. */
  showLabel?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
  className?: string;
}

/**
 * Minus, a typed number and plus. Arrow keys step the number; a value below the minimum is not
 * taken, one above the maximum is taken as the maximum.
 */
export function QuantityStepper({
  value,
  onChange,
  min = QUANTITY_MIN,
  max = Infinity,
  describedBy,
  label: givenLabel,
  showLabel = false,
  size = 'md',
  testId = 'quantity',
  className,
}: QuantityStepperProps) {
  const inputId = useId();
  const { t, i18n } = useLingui();
  const label = givenLabel ?? t`Quantity`;
  // Inside a sentence ('Decrease quantity'), except in German, whose nouns keep their capital.
  const labelInSentence = i18n.locale === 'de' ? label : label.toLowerCase();
  const [draft, setDraft] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const box = size === 'sm' ? 'h-9' : 'h-11';
  const button = clsx(
    'flex items-center justify-center text-gray-700 transition-colors hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent',
    size === 'sm' ? 'w-9' : 'w-11',
  );
  const atMax = value >= max;
  const increase = () => {
    if (!atMax) onChange(value + 1);
  };

  function take(text: string) {
    const quantity = Number(text);
    if (text !== '' && Number.isInteger(quantity) && quantity >= min) {
      setDraft(null);
      onChange(Math.min(quantity, Math.max(max, min)));
    } else {
      setDraft(text);
    }
  }

  const hydration = useRef(take);
  useBrowserLayoutEffect(() => {
    // Minus and plus tapped before hydration were stepped by the page's inline script (decision
    // 0045): the number in the box is the choice. From now on the taps are this component's.
    rootRef.current?.setAttribute(STEPPER_LIVE_ATTRIBUTE, '');
    const stepped = inputRef.current?.value;
    if (stepped !== undefined && stepped !== String(value)) hydration.current(stepped);
  }, []);

  return (
    <div className={className} data-testid={testId} ref={rootRef} {...{ [STEPPER_ATTRIBUTE]: '' }}>
      <label htmlFor={inputId} className={showLabel ? 'mb-2 block text-sm font-semibold text-gray-900' : 'sr-only'}>
        {label}
      </label>
      <div
        className={clsx(
          'inline-flex items-stretch overflow-hidden rounded-xl border border-gray-300 bg-white focus-within:border-primary-ink',
          box,
        )}
      >
        {/* aria-disabled, not disabled, on both buttons: a keyboard user stepping to a limit keeps focus. */}
        <button
          type="button"
          className={button}
          aria-label={t`Decrease ${labelInSentence}`}
          aria-disabled={value <= min || undefined}
          data-testid={`${testId}-decrease`}
          {...{ [STEP_TAP_ATTRIBUTE]: 'down' }}
          onClick={() => {
            if (value > min) onChange(value - 1);
          }}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={Number.isFinite(max) ? max : undefined}
          step={1}
          value={draft ?? String(value)}
          aria-describedby={describedBy}
          onChange={(event) => take(event.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            // Stepped here rather than by the browser so it behaves the same everywhere.
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            setDraft(null);
            if (event.key === 'ArrowUp') increase();
            else onChange(Math.max(min, value - 1));
          }}
          data-testid={`${testId}-input`}
          className="w-12 [appearance:textfield] border-x border-gray-200 bg-transparent text-center text-sm font-semibold text-gray-900 tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          aria-label={t`Increase ${labelInSentence}`}
          aria-disabled={atMax || undefined}
          aria-describedby={describedBy}
          data-testid={`${testId}-increase`}
          {...{ [STEP_TAP_ATTRIBUTE]: 'up' }}
          onClick={increase}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
