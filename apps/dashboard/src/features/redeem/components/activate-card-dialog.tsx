import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { activationBodySchema, type ActivationResultInside } from '@giftfront/domain/admin/batches';
import { AmountField } from '@/components/amount-field';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useSession } from '@/lib/session';
import { useActivateCard } from '../api/activation-api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

type FormIn = z.input<typeof activationBodySchema>;
type FormOut = z.output<typeof activationBodySchema>;

const numberOrUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : Number(value);

/**
 * 'Activate card': a printed card of card stock, scanned (a scanner types the code and Enter) or
 * typed, and the amount the customer paid at the till. The card then holds that amount.
 */
export function ActivateCardDialog({
  open,
  onOpenChange,
  onActivated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onActivated: (result: ActivationResultInside) => void;
}) {
  const { currency } = useSession().store;
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(activationBodySchema) });
  const activate = useActivateCard();
  const keys = useIdempotencyKey();
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    activate.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Activate card"
      description="For a printed card sold at the till: the card will hold the amount the customer paid."
      testId="activate-card-dialog"
      submitLabel="Activate the card"
      pendingLabel="Activating…"
      pending={activate.isPending}
      error={activate.error}
      onSubmit={form.handleSubmit((body) =>
        activate.mutate(
          { body, idempotencyKey: keys.keyFor(`${body.code}|${body.amount}`) },
          {
            onSuccess: (result) => {
              keys.done();
              onActivated(result);
              close();
            },
          },
        ),
      )}
    >
      <TextField
        label="Code on the card"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Scan the card's QR code with a scanner, or type the code."
        error={errors.code?.message}
        {...form.register('code')}
      />
      <AmountField
        label="Amount paid"
        currency={currency}
        asNumber
        hint="The card's balance: what the customer paid."
        error={errors.amount?.message}
        {...form.register('amount', { setValueAs: numberOrUndefined })}
      />
    </FormDialog>
  );
}
