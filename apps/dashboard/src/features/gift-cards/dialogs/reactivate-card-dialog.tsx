import { FormDialog } from '@/components/form-dialog';
import { formatAmount } from '@/lib/money';
import { useReactivateCard } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';

/** Owners: a voided card can be used again, with the balance it had. */
export function ReactivateCardDialog({ card, open, onOpenChange, onDone }: CardDialogProps) {
  const reactivate = useReactivateCard(card.id);
  const close = (next: boolean) => {
    if (!next) reactivate.reset();
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Reactivate this gift card?"
      description={
        card.kind === 'voucher'
          ? `${card.maskedCode} can be used again.`
          : `${card.maskedCode} can be used again, with its balance of ${formatAmount(card.balance, card.currency)}.`
      }
      submitLabel="Reactivate card"
      pendingLabel="Reactivating…"
      pending={reactivate.isPending}
      error={reactivate.error}
      onSubmit={(event) => {
        event.preventDefault();
        reactivate.mutate(undefined, { onSuccess: () => (onDone('The gift card is active again.'), close(false)) });
      }}
    />
  );
}
