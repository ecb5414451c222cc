import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changeDeliveryRecipientSchema, type GiftDelivery } from '@giftfront/domain/admin/deliveries';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useDeliveryAction } from '../api/delivery-queries';

type Values = z.input<typeof changeDeliveryRecipientSchema>;

/** Another address for the gift: the old one gets nothing more; a failed or bounced email goes again at once. */
export function ChangeEmailDialog({
  delivery,
  onClose,
  onDone,
}: {
  delivery: GiftDelivery | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const action = useDeliveryAction();
  const form = useForm<Values, unknown, z.output<typeof changeDeliveryRecipientSchema>>({
    resolver: zodResolver(changeDeliveryRecipientSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => {
    if (delivery) form.reset({ email: delivery.recipientEmail });
  }, [delivery, form]);
  const close = () => {
    action.reset();
    onClose();
  };
  const when = delivery?.state === 'scheduled' ? 'at its scheduled time' : 'now';
  return (
    <FormDialog
      open={delivery !== null}
      onClose={close}
      title="Change recipient email"
      description={`The gift email goes to the new address ${when}; the card's link stays the same.`}
      testId="change-email-dialog"
      formId="change-email-form"
      submitLabel="Change email"
      pending={action.isPending}
      error={action.error}
      onSubmit={form.handleSubmit(
        (body) =>
          delivery &&
          action.mutate(
            { id: delivery.id, action: { kind: 'recipient', body } },
            {
              onSuccess: () => {
                onDone(`The gift email now goes to ${body.email}.`);
                close();
              },
            },
          ),
      )}
    >
      <TextField
        type="email"
        label="Recipient email"
        autoComplete="off"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </FormDialog>
  );
}
