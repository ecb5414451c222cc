import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import {
  refundFormSchema,
  spentBelowRefundCodec,
  type RefundRequestInside as RefundRequest,
  type SpentBelowRefundInside,
} from '@giftfront/domain/admin/order-refunds';
import { Alert } from '@/components/alert';
import { AmountField } from '@/components/amount-field';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/money';
import { useBuyerCards, useRefundOrder, useStoreCreditRefund } from '../api/order-queries';
import { SpentCardsChoice } from './spent-cards-choice';
import { refundPreview } from '../refund-preview';
import { refundRequestOf, typedRefundAmount } from '../refund-form';

type FormIn = z.input<typeof refundFormSchema>;
type FormOut = z.output<typeof refundFormSchema>;

const SCOPE_LABELS = { order: 'The whole order', lines: 'Chosen lines', amount: 'An amount' } as const;

/** Owners: refund the whole order, chosen lines or an amount, with a reason; a 409 names spent cards and offers the two ways on. */
export function RefundDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetailInside;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { scope: 'order', lineIds: [], amount: '', reason: '' },
  });
  const toPayment = useRefundOrder(order);
  const asCredit = useStoreCreditRefund(order);
  // How the money goes back: to the payment, or as store credit on a gift card (issue 31).
  const [way, setWay] = useState<'payment' | 'credit'>('payment');
  const [creditCard, setCreditCard] = useState('new');
  // One Idempotency-Key per refund meant: a retry after a lost answer makes no second card.
  const [creditKey, setCreditKey] = useState(() => crypto.randomUUID());
  const buyerCards = useBuyerCards(order.id, open && way === 'credit');
  const refund = way === 'credit' ? asCredit : toPayment;
  const [asked, setAsked] = useState<RefundRequest | null>(null);
  const scope = form.watch('scope');
  const chosenLines = form.watch('lineIds');
  const typedAmount = form.watch('amount');
  const preview = refundPreview(
    order,
    scope,
    Array.isArray(chosenLines) ? chosenLines : [],
    typedRefundAmount({ scope, amount: typedAmount }, order.currency),
  );
  // A 409 names the spent cards in its body; read by its codec, not cast (any other 409 is its message).
  const spentBody =
    isApiError(refund.error) && refund.error.status === 409
      ? spentBelowRefundCodec(order.currency).safeParse(refund.error.body)
      : null;
  const spent: SpentBelowRefundInside | null = spentBody?.success ? spentBody.data : null;
  const send = (request: RefundRequest) => {
    setAsked(request);
    if (way === 'credit')
      asCredit.mutate(
        { request, credit: { giftCardId: creditCard === 'new' ? null : creditCard, idempotencyKey: creditKey } },
        { onSuccess: () => close(false) },
      );
    else toPayment.mutate(request, { onSuccess: () => close(false) });
  };
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      toPayment.reset();
      asCredit.reset();
      setAsked(null);
      setWay('payment');
      setCreditCard('new');
      setCreditKey(crypto.randomUUID());
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) => send(refundRequestOf(values, order.currency)));
  const refundable = order.lines.filter((line) => !line.refunded);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Refund order ${order.reference}`}
      description={
        way === 'credit'
          ? "The money goes onto a gift card emailed to the buyer; the refunded lines' gift cards stop working."
          : "The money goes back the way it was paid; the refunded lines' gift cards stop working."
      }
      testId="refund-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {!spent && (
            <Button type="submit" form="refund-form" variant="danger" disabled={refund.isPending}>
              {refund.isPending ? 'Refunding…' : way === 'credit' ? 'Refund as store credit' : 'Refund'}
            </Button>
          )}
        </>
      }
    >
      {spent && asked ? (
        <SpentCardsChoice
          spent={spent}
          currency={order.currency}
          pending={refund.isPending}
          onRefundLess={() => send({ ...asked, amount: spent.refundableWithoutLoss })}
          onAcceptLoss={() => send({ ...asked, acceptLoss: true })}
        />
      ) : (
        <form id="refund-form" noValidate onSubmit={submit} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-zinc-900">What to refund</legend>
            {(Object.keys(SCOPE_LABELS) as (keyof typeof SCOPE_LABELS)[]).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" value={value} className="size-4 accent-zinc-900" {...form.register('scope')} />
                {SCOPE_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {scope === 'lines' && (
            <fieldset
              className="space-y-2"
              aria-describedby={form.formState.errors.lineIds ? 'refund-lines-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-zinc-900">Lines</legend>
              {refundable.map((line) => (
                <label key={line.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={line.id}
                    className="mt-0.5 size-4 accent-zinc-900"
                    {...form.register('lineIds')}
                  />
                  <span className="min-w-0 break-words">
                    {line.productName} ({line.denominationLabel}) × {line.quantity}:{' '}
                    {formatAmount(line.lineTotal, order.currency)}
                    {line.gift?.recipientEmail && (
                      <span className="block text-zinc-600">to {line.gift.recipientEmail}</span>
                    )}
                  </span>
                </label>
              ))}
              {form.formState.errors.lineIds && (
                <p id="refund-lines-error" className="text-sm text-red-700">
                  {form.formState.errors.lineIds.message}
                </p>
              )}
            </fieldset>
          )}
          {scope === 'amount' && (
            <AmountField
              label="Amount"
              currency={order.currency}
              error={form.formState.errors.amount?.message}
              {...form.register('amount')}
            />
          )}
          <div
            className="rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-800"
            data-testid="refund-summary"
            aria-live="polite"
          >
            {preview.lines.map((line, index) => (
              <p key={line} className={index === 0 ? 'font-medium text-zinc-900' : undefined}>
                {line}
              </p>
            ))}
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-zinc-900">How to refund</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="refund-way"
                value="payment"
                checked={way === 'payment'}
                onChange={() => setWay('payment')}
                className="size-4 accent-zinc-900"
              />
              Back to the payment
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="refund-way"
                value="credit"
                checked={way === 'credit'}
                onChange={() => setWay('credit')}
                className="size-4 accent-zinc-900"
              />
              Refund as store credit
            </label>
          </fieldset>
          {way === 'credit' && (
            <div className="space-y-1">
              <label htmlFor="store-credit-card" className="block text-sm font-medium text-zinc-900">
                Store credit goes to
              </label>
              <select
                id="store-credit-card"
                value={creditCard}
                onChange={(event) => setCreditCard(event.target.value)}
                aria-describedby="store-credit-hint"
                className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm"
              >
                <option value="new">A new gift card, emailed to {order.buyer.email}</option>
                {(buyerCards.data?.cards ?? []).map((card) => (
                  <option key={card.id} value={card.id}>
                    {`${card.title ?? 'Gift card'} ending ${card.last4} (${formatAmount(card.balance, buyerCards.data!.currency)} left)`}
                  </option>
                ))}
              </select>
              <p id="store-credit-hint" className="text-sm text-zinc-600">
                Instead of refunding the payment, the amount goes onto the card and the card is emailed to the buyer.
              </p>
            </div>
          )}
          <TextField
            label="Reason"
            autoComplete="off"
            hint="The buyer sees it in the refund email."
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          {refund.isError && <Alert tone="error">{errorMessage(refund.error)}</Alert>}
        </form>
      )}
    </Dialog>
  );
}
