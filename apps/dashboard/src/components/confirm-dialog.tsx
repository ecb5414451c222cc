import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';

/** The state of the mutation a confirmation runs (a TanStack Query mutation has these). */
interface ConfirmAction {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * Asks before a destructive action: Cancel, or the red button that runs it (its label while it
 * runs), with the server's refusal shown below. Closing resets the action's error.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  action,
  title,
  description,
  testId,
  confirmLabel,
  pendingLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  action: ConfirmAction;
  title: string;
  description: string;
  testId: string;
  confirmLabel: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={description}
      testId={testId}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={action.isPending} onClick={onConfirm}>
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {action.isError && (
        <Alert tone="error" className={children ? 'mt-3' : undefined}>
          {errorMessage(action.error)}
        </Alert>
      )}
    </Dialog>
  );
}
