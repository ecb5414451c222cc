import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { controlClasses, describedBy, FieldShell } from './field';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: keyboard and screen reader support for free, and a phone's own picker. */
export function SelectField({
  label,
  error,
  hint,
  options,
  containerClassName,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={containerClassName}>
      <select
        id={id}
        className={controlClasses(Boolean(error), clsx('pr-8', className))}
        {...describedBy(id, error, hint)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
