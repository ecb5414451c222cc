import { currencySymbol } from '@/lib/money';
import { TextField, type TextFieldProps } from './text-field';

export type AmountFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'step' | 'min'> & {
  /** What the amount is; the label adds its currency: 'Amount to add (USD)', 'Amount off ($)'. */
  label: string;
  /** The currency the amount is typed in; null for a field that holds a percentage at the moment. */
  currency: string | null;
  /** Name the currency by its symbol ('$', '£') rather than its code. */
  bySymbol?: boolean;
  /** A number input (the form reads a number) rather than text its schema reads. */
  asNumber?: boolean;
  /** With asNumber: a change down (-5) is allowed. */
  signed?: boolean;
};

/**
 * An amount of money as a person types it: a decimal of the currency its label names. What is
 * typed stays as typed here; the form's schema or codec turns it into minor units or the API's body.
 */
export function AmountField({
  label,
  currency,
  bySymbol = false,
  asNumber = false,
  signed = false,
  ...input
}: AmountFieldProps) {
  const unit = currency === null ? null : bySymbol ? currencySymbol(currency) : currency;
  return (
    <TextField
      label={unit === null ? label : `${label} (${unit})`}
      inputMode="decimal"
      autoComplete="off"
      {...(asNumber ? { type: 'number', step: 'any', min: signed ? undefined : '0' } : {})}
      {...input}
    />
  );
}
