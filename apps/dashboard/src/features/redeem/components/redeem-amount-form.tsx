import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import type { z } from 'zod';
import type { RedemptionResultInside } from '@giftfront/domain/admin/gift-card-actions';
import type { MinorUnits } from '@giftfront/domain/money';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { describedBy, FieldShell } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { currencySymbol, formatAmount } from '@/lib/money';
import { useRedeemCard } from '../api/counter-api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { redeemAmountSchema } from './redeem-amount';

/** 'Amount' (empty to start) and 'Redeem'; a retry after a failure sends the same attempt again. */
export function RedeemAmountForm({
  card,
  onRedeemed,
}: {
  card: { id: string; currency: string; balance: MinorUnits };
  onRedeemed: (result: RedemptionResultInside) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const schema = useMemo(
    () => redeemAmountSchema({ currency: card.currency, balance: card.balance }),
    [card.currency, card.balance],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema) });
  const redeem = useRedeemCard();
  const keys = useIdempotencyKey();
  const error = form.formState.errors.amount?.message;
  const hint = `Part or all of the ${formatAmount(card.balance, card.currency)} balance.`;
  useEffect(() => input.current?.focus(), []);

  const submit = form.handleSubmit(({ amountMinor }) => {
    const idempotencyKey = keys.keyFor(`${card.id}|${amountMinor}`);
    redeem.mutate(
      { cardId: card.id, currency: card.currency, amountMinor, idempotencyKey },
      {
        onSuccess: (result) => {
          keys.done();
          onRedeemed(result);
        },
      },
    );
  });
  const { ref, ...amountField } = form.register('amount', { valueAsNumber: true });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="redeem-form">
      <FieldShell id={id} label={<span className="text-base">Amount</span>} error={error} hint={hint}>
        <div
          className={clsx(
            'flex h-14 items-center rounded-xl border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-0',
            error
              ? 'border-red-500 focus-within:outline-red-500'
              : 'border-zinc-300 focus-within:outline-accent hover:border-zinc-400',
          )}
        >
          <span aria-hidden="true" className="pr-1 pl-4 text-xl text-zinc-500">
            {currencySymbol(card.currency)}
          </span>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            autoComplete="off"
            className="h-full min-w-0 flex-1 rounded-r-xl bg-transparent pr-4 text-2xl text-zinc-900 tabular-nums focus-visible:outline-none"
            {...describedBy(id, error, hint)}
            {...amountField}
            ref={(element) => {
              ref(element);
              input.current = element;
            }}
          />
        </div>
      </FieldShell>
      {redeem.isError && <Alert tone="error">{errorMessage(redeem.error)}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={redeem.isPending}>
        {redeem.isPending ? 'Redeeming…' : 'Redeem'}
      </Button>
    </form>
  );
}
