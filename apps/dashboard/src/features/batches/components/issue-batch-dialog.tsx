import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BATCH_MAX_QUANTITY, createBatchBodySchema, type BatchSummaryInside } from '@giftfront/domain/admin/batches';
import { AmountField } from '@/components/amount-field';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useIssueBatch } from '../api/batches-api';

/** The form's values are the body plus which kind of batch: card stock sends no amount and `inactive`. */
const issueFormSchema = z.preprocess((values) => {
  const { kind, amount, ...rest } = values as Record<string, unknown>;
  // Card stock is paid for at activation, so it is never promotional (decision 0161).
  return kind === 'stock' ? { ...rest, inactive: true, promotional: false } : { ...rest, inactive: false, amount };
}, createBatchBodySchema);
type FormIn = z.input<typeof createBatchBodySchema> & { kind: 'valued' | 'stock' };
type FormOut = z.output<typeof createBatchBodySchema>;

const KINDS = {
  valued: 'Cards with a value, ready to give (staff gifts, a promotion)',
  stock: 'Inactive card stock: each card gets the amount paid when it is activated at the counter',
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const numberOrUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : Number(value);

/** 'Issue a batch': a label, how many, and either a value for each card or inactive card stock. */
export function IssueBatchDialog({
  open,
  onClose,
  onIssued,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (batch: BatchSummaryInside) => void;
  currency: string;
}) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(issueFormSchema as unknown as z.ZodType<FormOut, FormIn>),
    defaultValues: { kind: 'valued', promotional: false },
  });
  const issue = useIssueBatch(currency);
  const kind = form.watch('kind');
  const promotional = form.watch('promotional');
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    issue.reset();
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    issue.mutate(body, {
      onSuccess: (batch) => {
        onIssued(batch);
        close();
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Issue a batch"
      description={`Up to ${BATCH_MAX_QUANTITY.toLocaleString('en-US')} cards at once, with codes to export as CSV or print on card-sized sheets.`}
      testId="issue-batch-dialog"
      submitLabel="Issue the cards"
      pendingLabel="Issuing the cards…"
      pending={issue.isPending}
      error={issue.error}
      onSubmit={submit}
    >
      <TextField
        label="Label"
        autoComplete="off"
        hint="What the batch is for, such as Staff Christmas 2026."
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextField
        label="Number of cards"
        type="number"
        inputMode="numeric"
        min="1"
        max={BATCH_MAX_QUANTITY}
        autoComplete="off"
        error={errors.quantity?.message}
        {...form.register('quantity', { setValueAs: numberOrUndefined })}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-zinc-900">The cards are</legend>
        {(Object.keys(KINDS) as (keyof typeof KINDS)[]).map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input type="radio" value={value} className="mt-0.5 size-4 accent-zinc-900" {...form.register('kind')} />
            {KINDS[value]}
          </label>
        ))}
      </fieldset>
      {kind === 'valued' && (
        <AmountField
          label="Value of each card"
          currency={currency}
          asNumber
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: numberOrUndefined })}
        />
      )}
      <TextField
        label="Code prefix (optional)"
        autoComplete="off"
        hint="Up to 8 letters and digits at the start of every code, such as XMAS."
        error={errors.prefix?.message}
        {...form.register('prefix', { setValueAs: blankToUndefined })}
      />
      <TextField
        label="Expires on (optional)"
        type="date"
        hint={
          kind === 'valued' && promotional
            ? 'Promotional cards given away may expire on any later date; the date is printed on each card.'
            : "Leave empty for cards that never expire. The store's expiry rule may forbid an early date for cards with money; promotional cards given away may expire sooner."
        }
        error={errors.expiresOn?.message}
        {...form.register('expiresOn', { setValueAs: blankToUndefined })}
      />
      {kind === 'valued' && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-zinc-900" {...form.register('promotional')} />
          <span>
            Promotional: given away, not sold
            <span className="block text-zinc-600">
              The cards hold promotional credit: spent like bonus credit, never refunded, and shown apart from paid
              money in the liability report.
            </span>
          </span>
        </label>
      )}
    </FormDialog>
  );
}
