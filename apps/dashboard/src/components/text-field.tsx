import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlClasses, describedBy, FieldShell } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, id, containerClassName, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={containerClassName}>
      <input
        id={inputId}
        className={controlClasses(Boolean(error), className)}
        {...describedBy(inputId, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}
