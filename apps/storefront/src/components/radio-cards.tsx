import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
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
  // Radix moves focus a tick after the arrow key's keydown, so a quick press is released before
  // focus lands and nothing is checked: check the radio an arrow key moved to ourselves.
  const arrowPressed = useRef(false);
  const rememberArrow = (event: KeyboardEvent) => {
    arrowPressed.current = event.key.startsWith('Arrow');
  };
  const checkOnArrowFocus = (event: FocusEvent) => {
    const target = event.target as HTMLButtonElement;
    if (!arrowPressed.current || target.getAttribute('role') !== 'radio' || target.disabled) return;
    arrowPressed.current = false;
    if (target.value !== value) onValueChange(target.value);
  };
  return (
    <div data-testid={testId}>
      <div id={labelId} className={hideLabel ? 'sr-only' : 'mb-2.5 text-sm font-semibold text-gray-900'}>
        {label}
      </div>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={onValueChange}
        onKeyDown={rememberArrow}
        onFocus={checkOnArrowFocus}
        className={className}
      >
        {children}
      </RadioGroup.Root>
    </div>
  );
}

/**
 * Selected: a thick border in the store colour's ink (at least 4.5:1 on white, whatever the store
 * colour) and a check mark, so the choice is not shown by colour alone. Focused: the page's
 * focus outline, outside the card with a gap. `showCheck={false}` for cards drawing their own radio dot.
 */
export function RadioCard({
  value,
  children,
  className,
  testId,
  disabled,
  ariaLabel,
  showCheck = true,
}: {
  value: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  disabled?: boolean;
  ariaLabel?: string;
  showCheck?: boolean;
}) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      data-testid={testId}
      className={clsx(
        'group/card relative rounded-xl border bg-white text-sm font-semibold text-gray-900 transition',
        'border-gray-300 hover:border-gray-400',
        'data-[state=checked]:border-primary-ink data-[state=checked]:ring-2 data-[state=checked]:ring-primary-ink data-[state=checked]:ring-inset',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      {children}
      {showCheck && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 hidden size-4 items-center justify-center rounded-full bg-primary-ink text-white group-data-[state=checked]/card:flex"
        >
          <Check className="size-3" strokeWidth={3} />
        </span>
      )}
    </RadioGroup.Item>
  );
}
