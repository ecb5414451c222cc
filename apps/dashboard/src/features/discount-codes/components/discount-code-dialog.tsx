import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { DiscountCode } from '../api/discount-code-queries';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { DiscountSizeFields, MinimumOrderField, OncePerEmailField, ValidUntilField } from './discount-fields';
import { useSaveDiscountCode } from '../api/discount-code-queries';
import { AppliesToProducts } from './applies-to-products';
import { discountCodeFormSchema, formValuesOf, type DiscountCodeFormValues } from './discount-code-form';

const STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
] as const;

/** Create a code (editing === null) or change one; the server's refusal is shown as it names it. */
export function DiscountCodeDialog({
  open,
  editing,
  currency,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: DiscountCode | null;
  currency: string;
  onClose: () => void;
  onSaved: (code: string) => void;
}) {
  const form = useForm<DiscountCodeFormValues, unknown, z.output<typeof discountCodeFormSchema>>({
    resolver: zodResolver(discountCodeFormSchema),
    defaultValues: formValuesOf(editing, currency),
  });
  const save = useSaveDiscountCode();
  const { reset } = form;
  useEffect(() => {
    if (open) reset(formValuesOf(editing, currency));
  }, [open, editing, currency, reset]);
  const close = () => {
    save.reset();
    onClose();
  };
  const errors = form.formState.errors;
  const percent = form.watch('discountType') === 'PERCENT';
  const chosen = form.watch('productIds');
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={editing ? `Edit ${editing.code}` : 'New discount code'}
      description="Shoppers type the code at checkout; it works from the next order on."
      testId="discount-code-dialog"
      formId="discount-code-form"
      submitLabel={editing ? 'Save changes' : 'Create code'}
      pending={save.isPending}
      error={save.isError ? save.error : null}
      onSubmit={form.handleSubmit((body) =>
        save.mutate(
          { id: editing?.id ?? null, body },
          {
            onSuccess: () => {
              onSaved(body.code.toUpperCase());
              close();
            },
          },
        ),
      )}
    >
      <TextField
        label="Code"
        autoComplete="off"
        className="font-mono uppercase"
        hint="Letters, digits, dashes; case does not matter."
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DiscountSizeFields
          percent={percent}
          currency={currency}
          type={{ ...form.register('discountType'), error: errors.discountType?.message }}
          amount={{ ...form.register('amount'), error: errors.amount?.message }}
        />
        <TextField
          label="Minimum gift cards in cart"
          inputMode="numeric"
          autoComplete="off"
          error={errors.minimumQuantity?.message}
          {...form.register('minimumQuantity')}
        />
        <TextField
          label="Usage limit"
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
        <TextField
          label="Valid from"
          type="datetime-local"
          hint="Empty: from now."
          error={errors.validFrom?.message}
          {...form.register('validFrom')}
        />
        <ValidUntilField error={errors.validUntil?.message} {...form.register('validUntil')} />
      </div>
      <OncePerEmailField
        meaning="A shopper’s email may use it for one order only."
        {...form.register('oncePerEmail')}
      />
      <AppliesToProducts chosen={chosen} onChange={(ids) => form.setValue('productIds', ids, { shouldDirty: true })} />
      <TextField
        label="Description (optional)"
        autoComplete="off"
        error={errors.description?.message}
        {...form.register('description')}
      />
      {editing && (
        <SelectField label="Status" options={STATUSES} error={errors.status?.message} {...form.register('status')} />
      )}
    </FormDialog>
  );
}
