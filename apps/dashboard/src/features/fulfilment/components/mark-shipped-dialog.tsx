import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { markShippedSchema, type FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useMarkShipped } from '../api/fulfilment-queries';

type Values = z.input<typeof markShippedSchema>;

/** Carrier and tracking number; the buyer (and a gift's recipient) is emailed them. */
export function MarkShippedDialog({
  order,
  onClose,
  onDone,
}: {
  order: FulfilmentOrder | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const ship = useMarkShipped();
  const form = useForm<Values, unknown, z.output<typeof markShippedSchema>>({
    resolver: zodResolver(markShippedSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  useEffect(() => {
    if (order) form.reset({ carrier: '', trackingNumber: '' });
  }, [order, form]);
  const close = () => {
    ship.reset();
    onClose();
  };
  return (
    <FormDialog
      open={order !== null}
      onClose={close}
      title={order ? `Mark ${order.reference} shipped` : ''}
      description={
        order ? `${order.buyerName} (${order.buyerEmail}) is emailed the carrier and tracking number.` : undefined
      }
      testId="mark-shipped-dialog"
      formId="mark-shipped-form"
      submitLabel="Mark shipped"
      pending={ship.isPending}
      error={ship.error}
      onSubmit={form.handleSubmit(
        (body) =>
          order &&
          ship.mutate(
            { id: order.id, body },
            {
              onSuccess: () => {
                onDone(
                  `${order.reference} was marked shipped; ${order.buyerEmail} has been emailed the tracking number.`,
                );
                close();
              },
            },
          ),
      )}
    >
      <TextField
        label="Carrier"
        placeholder="Royal Mail"
        autoComplete="off"
        error={form.formState.errors.carrier?.message}
        {...form.register('carrier')}
      />
      <TextField
        label="Tracking number"
        autoComplete="off"
        error={form.formState.errors.trackingNumber?.message}
        {...form.register('trackingNumber')}
      />
    </FormDialog>
  );
}
