import type { UseFormRegisterReturn } from 'react-hook-form';
import { AmountField } from '@/components/amount-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { DISCOUNT_TYPES } from './discount-code-form';

/** The fields a code and a generated batch of codes share, each given its registration and its problem. */
type Field = UseFormRegisterReturn & { error?: string };

/** The discount's type and its size: a percentage, or an amount typed in the store's currency. */
export function DiscountSizeFields({
  percent,
  currency,
  type,
  amount,
}: {
  percent: boolean;
  currency: string;
  type: Field;
  amount: Field;
}) {
  return (
    <>
      <SelectField label="Type" options={DISCOUNT_TYPES} {...type} />
      <AmountField
        label={percent ? 'Percent off' : 'Amount off'}
        currency={percent ? null : currency}
        bySymbol
        {...amount}
      />
    </>
  );
}

export const MinimumOrderField = ({ currency, ...field }: Field & { currency: string }) => (
  <AmountField label="Minimum order" currency={currency} bySymbol hint="Empty: any order." {...field} />
);

export const ValidUntilField = (field: Field) => (
  <TextField label="Valid until" type="datetime-local" hint="Empty: no end." {...field} />
);

/** 'Once per customer email', with what it means for this form's code or codes. */
export function OncePerEmailField({ meaning, ...registration }: UseFormRegisterReturn & { meaning: string }) {
  return (
    <label className="flex items-start gap-2.5 text-sm text-zinc-900">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]" {...registration} />
      <span>
        Once per customer email
        <span className="block text-zinc-600">{meaning}</span>
      </span>
    </label>
  );
}
