import { createContext, useContext, useId, useRef, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';

interface Group {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}

const GroupContext = createContext<Group | null>(null);

/**
 * A labelled group of selectable cards built on native radio inputs (decision 0045): a card tapped
 * before the page's scripts have run is checked by the browser itself, and the group takes that
 * choice from the form once it hydrates. Arrow keys move and check, as with any radio group.
 */
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
  const name = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const hydration = useRef({ value, onValueChange });
  useBrowserLayoutEffect(() => {
    // The browser keeps a radio checked before hydration (React leaves it as it finds it): that is the choice.
    const checked = groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked && checked.value !== hydration.current.value) hydration.current.onValueChange(checked.value);
  }, []);
  return (
    <div data-testid={testId}>
      <div id={labelId} className={hideLabel ? 'sr-only' : 'mb-2.5 text-sm font-semibold text-gray-900'}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} ref={groupRef} className={className}>
        <GroupContext.Provider value={{ name, value, onValueChange }}>{children}</GroupContext.Provider>
      </div>
    </div>
  );
}

/**
 * Selected: a thick border in the store colour's ink (at least 4.5:1 on white, whatever the store
 * colour) and a check mark, so the choice is not shown by colour alone. Focused: the page's
 * focus outline, drawn by the radio input, which covers the card. `showCheck={false}` for cards
 * drawing their own radio dot (`group-has-checked:` styles them).
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
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioCard belongs in a RadioCardGroup');
  return (
    <label
      className={clsx(
        'group/card relative isolate rounded-xl border bg-white text-sm font-semibold text-gray-900 transition',
        'border-gray-300 hover:border-gray-400',
        'has-checked:border-primary-ink has-checked:ring-2 has-checked:ring-primary-ink has-checked:ring-inset',
        'has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onValueChange(value)}
        disabled={disabled}
        aria-label={ariaLabel}
        data-testid={testId}
        className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-xl bg-transparent disabled:cursor-not-allowed"
      />
      {children}
      {showCheck && (
        <span
          aria-hidden="true"
          className="absolute top-1 end-1 hidden size-4 items-center justify-center rounded-full bg-primary-ink text-white group-has-checked/card:flex"
        >
          <Check className="size-3" strokeWidth={3} />
        </span>
      )}
    </label>
  );
}
