import type { GiftDelivery } from '@giftfront/domain/admin/deliveries';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeliveryAction } from '../api/delivery-queries';

/** Asks before cancelling: the recipient gets nothing, the buyer is emailed the card. */
export function CancelDeliveryDialog({
  delivery,
  onClose,
  onDone,
}: {
  delivery: GiftDelivery | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const action = useDeliveryAction();
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog
      open={delivery !== null}
      onOpenChange={(open) => !open && close()}
      title="Cancel this gift email?"
      description={
        delivery
          ? `${delivery.recipientEmail} will not be emailed. The card stays with the buyer${delivery.buyerEmail ? `, ${delivery.buyerEmail}, who is emailed it` : ''}.`
          : undefined
      }
      testId="cancel-delivery-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={action.isPending}
            onClick={() =>
              delivery &&
              action.mutate(
                { id: delivery.id, action: { kind: 'cancel' } },
                {
                  onSuccess: () => {
                    onDone(`The gift email to ${delivery.recipientEmail} was cancelled.`);
                    close();
                  },
                },
              )
            }
          >
            {action.isPending ? 'Cancelling…' : 'Cancel gift email'}
          </Button>
        </>
      }
    >
      {action.isError ? (
        <Alert tone="error">{errorMessage(action.error)}</Alert>
      ) : (
        <p className="text-sm text-zinc-700">This cannot be undone.</p>
      )}
    </Dialog>
  );
}
