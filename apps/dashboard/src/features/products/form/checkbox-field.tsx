import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** A native checkbox with its label beside it and an optional line below. */
export function CheckboxField({
  label,
  hint,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-accent"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-medium text-zinc-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-zinc-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
