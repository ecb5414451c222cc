import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  COUNTER_PAYMENT_LABELS,
  COUNTER_PAYMENTS,
  sellCardBodySchema,
  type CardSaleInside,
} from '@giftfront/domain/admin/counter-sale';
import { AmountField } from '@/components/amount-field';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useSession } from '@/lib/session';
import { useSellCard } from '../api/sale-api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

const HANDOVERS = { print: 'Print it for the customer', email: 'Email it to the customer' } as const;

/** The body's own schema, plus how the customer gets the card: emailing needs an address. */
const sellFormSchema = sellCardBodySchema.extend({ handover: z.enum(['print', 'email']) }).superRefine((form, ctx) => {
  if (form.handover === 'email' && !form.recipientEmail)
    ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: 'Enter the email address to send the card to.' });
});
type FormIn = z.input<typeof sellFormSchema>;
type FormOut = z.output<typeof sellFormSchema>;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * 'Sell a card': the amount the customer paid at the till (cash, or a card on the shop's own
 * terminal: Giftfront takes no payment here), how they paid, and whether the card is printed or
 * emailed. The server issues it; the page then shows the sale and the print link.
 */
export function SellCardDialog({
  open,
  onOpenChange,
  onSold,
  saleHeading,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSold: (sale: CardSaleInside) => void;
  /** After a sale, focus goes to what shows it (the receipt's heading), not back to 'Sell a card'. */
  saleHeading?: () => HTMLElement | null;
}) {
  const { currency } = useSession().store;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(sellFormSchema),
    defaultValues: { paidWith: 'cash', handover: 'print' },
  });
  const sell = useSellCard();
  const saleKey = useIdempotencyKey();
  const justSold = useRef(false);
  const { errors } = form.formState;
  const handover = form.watch('handover');
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      sell.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      focusOnClose={() => {
        const sold = justSold.current;
        justSold.current = false;
        return sold ? (saleHeading?.() ?? null) : null;
      }}
      title="Sell a card"
      description="For a gift card paid at the till, in cash or on your own card terminal. Giftfront takes no payment here."
      testId="sell-card-dialog"
      submitLabel="Sell the card"
      pendingLabel="Issuing the card…"
      pending={sell.isPending}
      error={sell.error}
      onSubmit={form.handleSubmit(({ handover: how, ...fields }) => {
        const body = { ...fields, recipientEmail: how === 'email' ? fields.recipientEmail : undefined };
        // The same sale asked twice (a double tap, a retry after a lost answer) carries one key: one card.
        return sell.mutate(
          { body, idempotencyKey: saleKey.keyFor(JSON.stringify(body)) },
          {
            onSuccess: (sale) => {
              saleKey.done();
              justSold.current = true;
              onSold(sale);
              close(false);
            },
          },
        );
      })}
    >
      <AmountField
        label="Amount paid"
        currency={currency}
        asNumber
        hint="The card's balance: what the customer paid."
        error={errors.amount?.message}
        {...form.register('amount', { valueAsNumber: true })}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-zinc-900">Paid with</legend>
        {COUNTER_PAYMENTS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-4 accent-zinc-900" {...form.register('paidWith')} />
            {COUNTER_PAYMENT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-zinc-900">The customer gets it</legend>
        {(Object.keys(HANDOVERS) as (keyof typeof HANDOVERS)[]).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-4 accent-zinc-900" {...form.register('handover')} />
            {HANDOVERS[value]}
          </label>
        ))}
      </fieldset>
      {handover === 'email' && (
        <TextField
          label="Customer's email"
          type="email"
          autoComplete="off"
          error={errors.recipientEmail?.message}
          {...form.register('recipientEmail', { setValueAs: blankToUndefined })}
        />
      )}
      <TextField
        label="Name on the card (optional)"
        autoComplete="off"
        error={errors.recipientName?.message}
        {...form.register('recipientName', { setValueAs: blankToUndefined })}
      />
      <TextField
        label="Note (optional)"
        autoComplete="off"
        hint="A till receipt number, say. Kept in the card's history."
        error={errors.note?.message}
        {...form.register('note', { setValueAs: blankToUndefined })}
      />
    </FormDialog>
  );
}
