import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loadBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import { AmountField } from '@/components/amount-field';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { formatAmount } from '@/lib/money';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useLoadCard } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';

type FormIn = z.input<typeof loadBodySchema>;
type FormOut = z.output<typeof loadBodySchema>;

const numberOrUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : Number(value);

/**
 * Owners: adds money to a money card, with a note saying why (a goodwill credit, a payment taken
 * elsewhere). The server refuses a balance over the store's maximum and a card not in use, in a
 * sentence; once done, the page says how much was added and the new balance.
 */
export function LoadCardDialog({ card, open, onOpenChange, onDone }: CardDialogProps) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(loadBodySchema),
    defaultValues: { note: '' },
  });
  const load = useLoadCard(card.id, card.currency);
  const keys = useIdempotencyKey();
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    load.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Load money"
      description={`The balance is ${formatAmount(card.balance, card.currency)}. The amount and the note are kept in the card's ledger.`}
      testId="load-card-dialog"
      submitLabel="Load money"
      pendingLabel="Loading money…"
      pending={load.isPending}
      error={load.error}
      onSubmit={form.handleSubmit((body) =>
        load.mutate(
          { body, idempotencyKey: keys.keyFor(`${body.amount}|${body.note ?? ''}`) },
          {
            onSuccess: (result) => {
              keys.done();
              onDone(
                `${formatAmount(result.amount, result.card.currency)} was loaded onto the card. The new balance is ${formatAmount(result.card.balance, result.card.currency)}.`,
              );
              close();
            },
          },
        ),
      )}
    >
      <AmountField
        label="Amount to add"
        currency={card.currency}
        asNumber
        error={errors.amount?.message}
        {...form.register('amount', { setValueAs: numberOrUndefined })}
      />
      <TextField
        label="Reason or reference (optional)"
        autoComplete="off"
        hint="Why the money is added, such as a receipt number or 'Goodwill for a late delivery'."
        error={errors.note?.message}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
