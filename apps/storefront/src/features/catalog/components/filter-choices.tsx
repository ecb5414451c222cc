import type { ReactNode } from 'react';

export interface MenuOption {
  id: string;
  label: string;
}

/** A group of native radios or checkboxes under a legend, used by the dropdowns and the drawer. */
export function ChoiceFieldset({
  legend,
  hideLegend = false,
  children,
}: {
  legend: string;
  hideLegend?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-1 text-sm font-semibold text-gray-900'}>{legend}</legend>
      <div className="space-y-0.5">{children}</div>
    </fieldset>
  );
}

export function Choice({
  type,
  name,
  checked,
  onChange,
  label,
  testId,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  testId: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2.5 text-[15px] text-gray-800 hover:bg-gray-50 md:py-2 md:text-sm">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        data-testid={testId}
        className="size-[18px] shrink-0 accent-primary md:size-4"
      />
      {label}
    </label>
  );
}
