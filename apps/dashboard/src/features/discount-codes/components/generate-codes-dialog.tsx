import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/button';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { DiscountSizeFields, MinimumOrderField, OncePerEmailField, ValidUntilField } from './discount-fields';
import { batchCsvUrl, useGenerateDiscountCodes } from '../api/discount-code-queries';
import { GENERATE_DEFAULTS, generateCodesFormSchema, type GenerateCodesFormValues } from './discount-code-form';

/** Owners: N unique codes at once (a newsletter), then their CSV to download (decision 0078). */
export function GenerateCodesDialog({
  open,
  currency,
  onClose,
}: {
  open: boolean;
  currency: string;
  onClose: () => void;
}) {
  const form = useForm<GenerateCodesFormValues, unknown, z.output<typeof generateCodesFormSchema>>({
    resolver: zodResolver(generateCodesFormSchema),
    defaultValues: GENERATE_DEFAULTS,
  });
  const generate = useGenerateDiscountCodes();
  const { reset } = form;
  useEffect(() => {
    if (open) reset(GENERATE_DEFAULTS);
  }, [open, reset]);
  const close = () => {
    generate.reset();
    onClose();
  };
  const made = generate.data;
  const errors = form.formState.errors;
  const percent = form.watch('discountType') === 'PERCENT';
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={made ? `${made.codes.length} codes made` : 'Generate codes'}
      description={
        made
          ? `Batch “${made.batch}”: download the codes for your mailing tool.`
          : 'Unique codes with the same discount, e.g. one per newsletter subscriber.'
      }
      testId="generate-codes-dialog"
      formId="generate-codes-form"
      submitLabel="Generate codes"
      pendingLabel="Generating…"
      pending={generate.isPending}
      error={generate.isError ? generate.error : null}
      onSubmit={form.handleSubmit((body) => generate.mutate(body))}
      result={
        made && (
          <div className="space-y-3" data-testid="generated-codes">
            <p className="font-mono text-sm text-zinc-700">
              {made.codes.slice(0, 3).join(', ')}
              {made.codes.length > 3 ? ', …' : ''}
            </p>
            <a href={batchCsvUrl(made.batch)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Download aria-hidden="true" className="size-4" /> Download CSV
            </a>
          </div>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Batch name"
          hint="For you and the CSV, e.g. Spring newsletter."
          autoComplete="off"
          error={errors.batch?.message}
          {...form.register('batch')}
        />
        <TextField
          label="Prefix"
          hint="Codes look like PREFIX-7KQ2M9XA."
          autoComplete="off"
          className="font-mono uppercase"
          error={errors.prefix?.message}
          {...form.register('prefix')}
        />
        <TextField
          label="How many"
          inputMode="numeric"
          autoComplete="off"
          error={errors.count?.message}
          {...form.register('count')}
        />
        <DiscountSizeFields
          percent={percent}
          currency={currency}
          type={{ ...form.register('discountType'), error: errors.discountType?.message }}
          amount={{ ...form.register('amount'), error: errors.amount?.message }}
        />
        <TextField
          label="Uses per code"
          hint="Empty: no limit."
          inputMode="numeric"
          autoComplete="off"
          error={errors.usageLimit?.message}
          {...form.register('usageLimit')}
        />
        <MinimumOrderField
          currency={currency}
          error={errors.minimumOrderAmount?.message}
          {...form.register('minimumOrderAmount')}
        />
        <ValidUntilField error={errors.validUntil?.message} {...form.register('validUntil')} />
      </div>
      <OncePerEmailField
        meaning="A shopper’s email may use one of them for one order only."
        {...form.register('oncePerEmail')}
      />
    </FormDialog>
  );
}
