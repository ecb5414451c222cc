import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';

/**
 * A desktop filter dropdown: a disclosure button and a panel of native radios or checkboxes.
 * Escape closes it and returns focus to the button; a click or focus outside closes it.
 * Hand-made rather than a menu library to keep the home route's JavaScript small.
 */
export function FilterPopover({
  label,
  active,
  align = 'start',
  testId,
  children,
}: {
  label: ReactNode;
  active: boolean;
  align?: 'start' | 'end';
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
        className={clsx(
          'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
          active || open ? 'border-primary text-primary-ink' : 'border-gray-300 text-gray-800 hover:border-gray-400',
          'bg-white',
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 opacity-70 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid={`${testId}-panel`}
        className={clsx(
          'absolute top-full z-30 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-2 shadow-xl',
          align === 'end' ? 'end-0' : 'start-0',
        )}
      >
        {children}
      </div>
    </div>
  );
}
