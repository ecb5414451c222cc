import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import type { CheckoutText } from '../checkout-text';
import { fieldId, type CheckoutFormValues } from '../use-checkout-form';
import { CheckoutSection } from './checkout-section';

export function useEmailHint(): string {
  const { t } = useLingui();
  return t`Your receipt and the gift card codes are sent here.`;
}

/** product §2 'Your Details': the buyer's name and email (receipt), and the marketing opt-in. */
export function YourDetailsSection({ form, text }: { form: UseFormReturn<CheckoutFormValues>; text: CheckoutText }) {
  const { register, formState } = form;
  const { errors } = formState;
  const placeholder = (value: string) => value || undefined;
  const emailHint = useEmailHint();
  return (
    <CheckoutSection title={text.yourDetailsTitle} testId="your-details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('firstName')}
          id={fieldId('firstName')}
          label={text.firstNameLabel}
          placeholder={placeholder(text.firstNamePlaceholder)}
          autoComplete="given-name"
          error={errors.firstName?.message}
          testId="first-name"
        />
        <TextField
          {...register('lastName')}
          id={fieldId('lastName')}
          label={text.lastNameLabel}
          placeholder={placeholder(text.lastNamePlaceholder)}
          autoComplete="family-name"
          error={errors.lastName?.message}
          testId="last-name"
        />
        <TextField
          {...register('email')}
          id={fieldId('email')}
          type="email"
          label={text.emailLabel}
          placeholder={placeholder(text.emailPlaceholder)}
          autoComplete="email"
          hint={emailHint}
          error={errors.email?.message}
          testId="email"
          containerClassName="sm:col-span-2"
        />
      </div>
      <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm text-gray-700">
        <input
          type="checkbox"
          {...register('marketingOptIn')}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-primary"
          data-testid="marketing-opt-in"
        />
        <span>{text.marketingOptInLabel}</span>
      </label>
    </CheckoutSection>
  );
}
