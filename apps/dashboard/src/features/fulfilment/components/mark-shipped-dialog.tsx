import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { markShippedSchema, type FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useMarkShipped } from '../api/fulfilment-queries';

type Values = z.input<typeof markShippedSchema>;

/** Carrier and tracking number; the buyer (and a gift's recipient) is emailed them. */
export function MarkShippedDialog({ order, onClose, onDone }: { order: FulfilmentOrder | null; onClose: () => void; onDone: (message: string) => void }) {
  const ship = useMarkShipped();
  const form = useForm<Values, unknown, z.output<typeof markShippedSchema>>({ resolver: zodResolver(markShippedSchema), defaultValues: { carrier: '', trackingNumber: '' } });
  useEffect(() => {
    if (order) form.reset({ carrier: '', trackingNumber: '' });
  }, [order, form]);
  const close = () => {
    ship.reset();
    onClose();
  };
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={order ? `Mark ${order.reference} shipped` : ''}
      description={order ? `${order.buyerName} (${order.buyerEmail}) is emailed the carrier and tracking number.` : undefined}
      testId="mark-shipped-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="mark-shipped-form" disabled={ship.isPending}>
            {ship.isPending ? 'Saving…' : 'Mark shipped'}
          </Button>
        </>
      }
    >
      <form
        id="mark-shipped-form"
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((body) =>
          order &&
          ship.mutate(
            { id: order.id, body },
            {
              onSuccess: () => {
                onDone(`${order.reference} was marked shipped; ${order.buyerEmail} has been emailed the tracking number.`);
                close();
              },
            },
          ),
        )}
      >
        <TextField label="Carrier" placeholder="Royal Mail" autoComplete="off" error={form.formState.errors.carrier?.message} {...form.register('carrier')} />
        <TextField label="Tracking number" autoComplete="off" error={form.formState.errors.trackingNumber?.message} {...form.register('trackingNumber')} />
        {ship.isError && <Alert tone="error">{errorMessage(ship.error)}</Alert>}
      </form>
    </Dialog>
  );
}
