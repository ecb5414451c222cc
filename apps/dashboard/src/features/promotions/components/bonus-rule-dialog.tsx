import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AmountField } from '@/components/amount-field';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useSaveBonusRule } from '../api/bonus-rule-queries';
import { bonusRuleFormSchema, emptyBonusRule, type BonusRuleFormValues } from './bonus-rule-form';

const TYPES = [
  { value: 'amount', label: 'A fixed amount' },
  { value: 'percent', label: 'A percentage of the gift cards' },
] as const;

/** A new bonus credit rule; the server's refusal is shown under the fields. */
export function BonusRuleDialog({
  open,
  currency,
  today,
  onClose,
  onSaved,
}: {
  open: boolean;
  currency: string;
  today: string;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const form = useForm<BonusRuleFormValues, unknown, z.output<typeof bonusRuleFormSchema>>({
    resolver: zodResolver(bonusRuleFormSchema),
    defaultValues: emptyBonusRule(today),
  });
  const save = useSaveBonusRule();
  const { reset } = form;
  useEffect(() => {
    if (open) reset(emptyBonusRule(today));
  }, [open, today, reset]);
  const close = () => {
    save.reset();
    onClose();
  };
  const errors = form.formState.errors;
  const percent = form.watch('bonusType') === 'percent';
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="New bonus credit rule"
      description="When an order's gift cards total at least the amount below, each card gets its share of the bonus as promotional credit: spent after the paid money, never refunded."
      testId="bonus-rule-dialog"
      submitLabel="Create rule"
      pending={save.isPending}
      error={save.isError ? save.error : null}
      onSubmit={form.handleSubmit((body) =>
        save.mutate(
          { id: null, body },
          {
            onSuccess: () => {
              onSaved(body.name.trim());
              close();
            },
          },
        ),
      )}
    >
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          label="Gift cards total at least"
          currency={currency}
          bySymbol
          error={errors.minimumOrder?.message}
          {...form.register('minimumOrder')}
        />
        <SelectField label="Bonus" options={TYPES} error={errors.bonusType?.message} {...form.register('bonusType')} />
        <AmountField
          label={percent ? 'Bonus (%)' : 'Bonus'}
          currency={percent ? null : currency}
          bySymbol
          error={errors.bonusValue?.message}
          {...form.register('bonusValue')}
        />
        <TextField
          label="Bonus can be spent for (months)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.validMonths?.message}
          {...form.register('validMonths')}
        />
        <TextField label="First day" type="date" error={errors.startsOn?.message} {...form.register('startsOn')} />
        <TextField label="Last day" type="date" error={errors.endsOn?.message} {...form.register('endsOn')} />
      </div>
    </FormDialog>
  );
}
