import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { voidBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useVoidCard } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';

/** Owners: stops the card at once, whatever its balance; a reason is required (it goes to the ledger and the audit log). */
export function VoidCardDialog({ card, open, onOpenChange, onDone }: CardDialogProps) {
  const form = useForm<z.input<typeof voidBodySchema>, unknown, z.output<typeof voidBodySchema>>({
    resolver: zodResolver(voidBodySchema),
    defaultValues: { reason: '' },
  });
  const voidCard = useVoidCard(card.id);
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      voidCard.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Void this gift card?"
      description={`${card.maskedCode} can no longer be used anywhere. You can reactivate it later.`}
      submitLabel="Void card"
      pendingLabel="Voiding…"
      variant="danger"
      pending={voidCard.isPending}
      error={voidCard.error}
      onSubmit={form.handleSubmit((body) =>
        voidCard.mutate(body, { onSuccess: () => (onDone('The gift card is voided.'), close(false)) }),
      )}
    >
      <TextField
        label="Reason"
        autoComplete="off"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
