import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { reversalBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import type { RedemptionInside } from '@giftfront/domain/admin/gift-cards';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useReverseRedemption } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

// The body without the null or absence the API allows: a form always has its fields.
const reversalForm = reversalBodySchema.unwrap().unwrap();
/** Owners: puts a redemption's amount back on the card (a mistaken amount, a returned purchase). */
export function ReverseRedemptionDialog({
  card,
  redemption,
  onOpenChange,
  onDone,
}: Omit<CardDialogProps, 'open'> & { redemption: RedemptionInside | null }) {
  const timeZone = useStoreTimeZone();
  const form = useForm<z.input<typeof reversalForm>, unknown, z.output<typeof reversalForm>>({
    resolver: zodResolver(reversalForm),
    defaultValues: { reason: '' },
  });
  const reverse = useReverseRedemption(card.id);
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      reverse.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={redemption !== null}
      onClose={() => close(false)}
      title="Reverse this redemption?"
      description={
        redemption
          ? `${formatAmount(redemption.amount, redemption.currency)} taken on ${formatDateTime(redemption.at, timeZone)} by ${redemption.actor} goes back on the card.`
          : ''
      }
      submitLabel="Reverse redemption"
      pendingLabel="Reversing…"
      pending={reverse.isPending}
      error={reverse.error}
      onSubmit={form.handleSubmit(
        (body) =>
          redemption &&
          reverse.mutate(
            { ...body, redemptionId: redemption.id },
            { onSuccess: () => (onDone('The redemption is reversed.'), close(false)) },
          ),
      )}
    >
      <TextField
        label="Reason (optional)"
        autoComplete="off"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
