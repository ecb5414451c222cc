import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button, type ButtonVariant } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  /** The server's refusal (a 409 naming the balance …), shown in the dialog above its buttons. */
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
}

/** The frame of every action on a card: a form in a dialog, Cancel and the action, the server's answer when it refuses. */
export function ActionDialog({ open, onOpenChange, title, description, submitLabel, pendingLabel, variant = 'primary', pending, error, onSubmit, children }: ActionDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant={variant} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        {Boolean(error) && <Alert tone="error">{errorMessage(error)}</Alert>}
      </form>
    </Dialog>
  );
}
