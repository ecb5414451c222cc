import { useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button, type ButtonVariant } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';

export interface FormDialogProps {
  open: boolean;
  /** Cancel, Escape, the close button, and the caller after a success. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  testId?: string;
  /** The form's id, which the footer's submit button names; a generated one when not given. */
  formId?: string;
  submitLabel: string;
  pendingLabel?: string;
  /** The submit button's look: `danger` for what cannot be taken back lightly. */
  variant?: ButtonVariant;
  pending: boolean;
  /** The server's refusal, shown under the fields; null when there is none. */
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields; none for a confirmation. */
  children?: ReactNode;
  /** Where focus goes on closing instead of the opener (Dialog's focusOnClose). */
  focusOnClose?: () => HTMLElement | null;
  /**
   * What a success shows in place of the form (a key or secret shown once, codes to download);
   * the footer then only has Done.
   */
  result?: ReactNode;
}

/**
 * A dialog holding one form: its fields, the server's refusal under them, Cancel and a submit
 * button that says when it is busy. Opening focuses the first field, where the person will type.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  testId,
  formId,
  submitLabel,
  pendingLabel = 'Saving…',
  variant = 'primary',
  pending,
  error,
  onSubmit,
  children,
  focusOnClose,
  result,
}: FormDialogProps) {
  const generatedId = useId();
  const id = formId ?? generatedId;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstField = (event: Event) => {
    const field = formRef.current?.querySelector<HTMLElement>('input, select, textarea');
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      onOpenAutoFocus={focusFirstField}
      focusOnClose={focusOnClose}
      title={title}
      description={description}
      testId={testId}
      footer={
        result != null ? (
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={id} variant={variant} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </>
        )
      }
    >
      {result != null ? (
        result
      ) : (
        <form ref={formRef} id={id} noValidate className="space-y-4" onSubmit={onSubmit}>
          {children}
          {error != null && <Alert tone="error">{errorMessage(error)}</Alert>}
        </form>
      )}
    </Dialog>
  );
}
