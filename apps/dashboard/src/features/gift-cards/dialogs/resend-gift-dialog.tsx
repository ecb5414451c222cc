import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resendBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useResendGift } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';

// The body without the null or absence the API allows: a form always has its fields.
const resendForm = resendBodySchema.unwrap().unwrap();
/** Sends the gift email again, to the recipient on record or a corrected address (which then becomes the recipient's). */
export function ResendGiftDialog({ card, open, onOpenChange, onDone }: CardDialogProps) {
  const form = useForm<z.input<typeof resendForm>, unknown, z.output<typeof resendForm>>({
    resolver: zodResolver(resendForm),
    defaultValues: {},
  });
  const resend = useResendGift(card.id);
  const current = card.recipient?.email;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      resend.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Resend the gift email"
      description={
        current
          ? `It goes to ${current} unless you give a corrected address.`
          : 'This card has no recipient email yet: give one.'
      }
      submitLabel="Resend email"
      pendingLabel="Sending…"
      pending={resend.isPending}
      error={resend.error}
      onSubmit={form.handleSubmit((body) =>
        resend.mutate(body, {
          onSuccess: (sent) => (onDone(`The gift email is on its way to ${sent.recipientEmail}.`), close(false)),
        }),
      )}
    >
      <TextField
        label="Corrected email (optional)"
        type="email"
        autoComplete="off"
        error={form.formState.errors.recipientEmail?.message}
        {...form.register('recipientEmail', { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
      />
    </FormDialog>
  );
}
