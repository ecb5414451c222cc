import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adjustmentBodySchema } from '@giftfront/domain/admin/gift-card-actions';
import { AmountField } from '@/components/amount-field';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { formatAmount } from '@/lib/money';
import { useAdjustBalance } from '../api/card-actions';
import type { CardDialogProps } from './card-dialog-props';

/** Owners: corrects the balance up or down, always with a reason; the server refuses going below zero and names the balance. */
export function AdjustBalanceDialog({ card, open, onOpenChange, onDone }: CardDialogProps) {
  const form = useForm<z.input<typeof adjustmentBodySchema>, unknown, z.output<typeof adjustmentBodySchema>>({
    resolver: zodResolver(adjustmentBodySchema),
    defaultValues: { reason: '' },
  });
  const adjust = useAdjustBalance(card.id);
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      adjust.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Adjust the balance"
      description={`The balance is ${formatAmount(card.balance, card.currency)}. The change and its reason are kept in the ledger.`}
      submitLabel="Adjust balance"
      pendingLabel="Adjusting…"
      pending={adjust.isPending}
      error={adjust.error}
      onSubmit={form.handleSubmit((body) =>
        adjust.mutate(body, { onSuccess: () => (onDone('The balance is adjusted.'), close(false)) }),
      )}
    >
      <AmountField
        label="Amount"
        currency={card.currency}
        asNumber
        signed
        hint="A positive amount adds to the balance; a negative one (-5) takes off."
        error={errors.amount?.message}
        {...form.register('amount', { valueAsNumber: true })}
      />
      <TextField label="Reason" autoComplete="off" error={errors.reason?.message} {...form.register('reason')} />
    </FormDialog>
  );
}
