import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { OrderDetail } from '@giftfront/domain/admin/order-detail';
import {
  refundFormSchema,
  spentBelowRefundCodec,
  type RefundRequest,
  type SpentBelowRefund,
} from '@giftfront/domain/admin/order-refunds';
import { typedAmountToMinor } from '@giftfront/domain/money';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/money';
import { useRefundOrder } from '../api/order-queries';
import { SpentCardsChoice } from './spent-cards-choice';
import { refundPreview } from '../refund-preview';

type FormIn = z.input<typeof refundFormSchema>;
type FormOut = z.output<typeof refundFormSchema>;

const SCOPE_LABELS = { order: 'The whole order', lines: 'Chosen lines', amount: 'An amount' } as const;

/** Owners: refund the whole order, chosen lines or an amount, with a reason; a 409 names spent cards and offers the two ways on. */
export function RefundDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { scope: 'order', lineIds: [], amount: '', reason: '' },
  });
  const refund = useRefundOrder(order);
  const [asked, setAsked] = useState<RefundRequest | null>(null);
  const scope = form.watch('scope');
  const chosenLines = form.watch('lineIds');
  const typedAmount = form.watch('amount');
  const preview = refundPreview(
    order,
    scope,
    Array.isArray(chosenLines) ? chosenLines : [],
    scope === 'amount' && typedAmount ? typedAmountToMinor(typedAmount, order.currency) : null,
  );
  const spent: SpentBelowRefund | null =
    isApiError(refund.error) && refund.error.status === 409 && refund.error.body && 'spentCards' in refund.error.body
      ? z.decode(spentBelowRefundCodec(order.currency), refund.error.body as SpentBelowRefund)
      : null;
  const send = (request: RefundRequest) => {
    setAsked(request);
    refund.mutate(request, { onSuccess: () => close(false) });
  };
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      refund.reset();
      setAsked(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    send({
      reason: values.reason,
      ...(values.scope === 'lines' ? { lineIds: values.lineIds } : {}),
      ...(values.scope === 'amount' ? { amount: typedAmountToMinor(values.amount, order.currency) } : {}),
    }),
  );
  const refundable = order.lines.filter((line) => !line.refunded);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Refund order ${order.reference}`}
      description="The money goes back the way it was paid; the refunded lines' gift cards stop working."
      testId="refund-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {!spent && (
            <Button type="submit" form="refund-form" variant="danger" disabled={refund.isPending}>
              {refund.isPending ? 'Refunding…' : 'Refund'}
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
            <TextField
              label={`Amount (${order.currency})`}
              inputMode="decimal"
              autoComplete="off"
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
