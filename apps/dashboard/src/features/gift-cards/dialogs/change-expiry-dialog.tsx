import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { expiryBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useChangeExpiry } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';

/** Owners: a new last day of use, or none. */
export function ChangeExpiryDialog({ card, open, onOpenChange, onDone }: CardDialogProps) {
  const form = useForm<z.input<typeof expiryBodySchema>, unknown, z.output<typeof expiryBodySchema>>({
    resolver: zodResolver(expiryBodySchema),
    values: { expiresOn: card.expiresOn },
  });
  const change = useChangeExpiry(card.id);
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      change.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Change the expiry date"
      description="The card can be used through this day."
      submitLabel="Save expiry"
      pendingLabel="Saving…"
      pending={change.isPending}
      error={change.error}
      onSubmit={form.handleSubmit((body) =>
        change.mutate(body, {
          onSuccess: () => (
            onDone(body.expiresOn ? 'The expiry date is changed.' : 'The card no longer expires.'),
            close(false)
          ),
        }),
      )}
    >
      <TextField
        label="Expires on"
        type="date"
        hint="Leave empty for a card that never expires."
        error={form.formState.errors.expiresOn?.message}
        {...form.register('expiresOn', { setValueAs: (value: string | null) => value || null })}
      />
    </FormDialog>
  );
}
