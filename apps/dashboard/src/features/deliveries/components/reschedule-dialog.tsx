import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { rescheduleDeliverySchema, type GiftDelivery } from '@giftfront/domain/admin/deliveries';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useDeliveryAction } from '../api/delivery-queries';

type Values = z.input<typeof rescheduleDeliverySchema>;

/** A new date and time, entered on the clock of the zone the buyer chose the moment in. */
export function RescheduleDialog({
  delivery,
  onClose,
  onDone,
}: {
  delivery: GiftDelivery | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const action = useDeliveryAction();
  const form = useForm<Values, unknown, z.output<typeof rescheduleDeliverySchema>>({
    resolver: zodResolver(rescheduleDeliverySchema),
    defaultValues: { scheduledAt: '', timeZone: 'UTC' },
  });
  useEffect(() => {
    if (delivery)
      form.reset({
        scheduledAt: utcToWallTime(new Date(delivery.scheduledAt), delivery.timeZone),
        timeZone: delivery.timeZone,
      });
  }, [delivery, form]);
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <FormDialog
      open={delivery !== null}
      onClose={close}
      title="Reschedule gift email"
      description={
        delivery
          ? `To ${delivery.recipientEmail}. Times are in ${delivery.timeZone}, the time zone the buyer chose the date in.`
          : undefined
      }
      testId="reschedule-dialog"
      formId="reschedule-form"
      submitLabel="Reschedule"
      pending={action.isPending}
      error={action.error}
      onSubmit={form.handleSubmit(
        (body) =>
          delivery &&
          action.mutate(
            { id: delivery.id, action: { kind: 'reschedule', body } },
            {
              onSuccess: () => {
                onDone(`The gift email to ${delivery.recipientEmail} was rescheduled.`);
                close();
              },
            },
          ),
      )}
    >
      <TextField
        type="datetime-local"
        label={`Date and time (${delivery?.timeZone ?? 'UTC'})`}
        error={form.formState.errors.scheduledAt?.message}
        {...form.register('scheduledAt')}
      />
    </FormDialog>
  );
}
