import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** A switch of the settings: a checkbox with its label and a line about what it does. */
export function CheckboxField({
  label,
  hint,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="flex items-start gap-2.5 text-sm text-zinc-900">
      <input ref={ref} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]" {...input} />
      <span>
        {label}
        {hint && <span className="block text-zinc-600">{hint}</span>}
      </span>
    </label>
  );
}
