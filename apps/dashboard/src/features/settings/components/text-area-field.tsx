import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { controlClasses, describedBy, FieldShell } from '@/components/field';

/** A multi-line text field with the dashboard's label, hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ref,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        ref={ref}
        className={controlClasses(Boolean(error), clsx('h-auto min-h-24 py-2 font-mono', className))}
        {...describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}
