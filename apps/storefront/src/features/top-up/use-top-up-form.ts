import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { topUpFormSchema, type TopUpLimits } from '@giftfront/domain/top-up';
import { openedTopUpFields, validTopUpAmount, type TopUpFields } from './top-up-form';

/**
 * The 'Top Up Gift Card' fields on react-hook-form with the domain's top-up form schema (product §5
 * Top-up). A name or email shows its error once the field is left; the amount is judged from the
 * start and as it changes, so the shopper sees at once what the card can take.
 */
export function useTopUpForm(recipientEmail: string | null, limits: TopUpLimits) {
  const { currency, balanceMinor, maxBalanceMinor } = limits;
  const schema = useMemo(
    () => topUpFormSchema({ currency, balanceMinor, maxBalanceMinor }),
    [currency, balanceMinor, maxBalanceMinor],
  );
  const form = useForm<TopUpFields>({
    defaultValues: openedTopUpFields(recipientEmail),
    resolver: zodResolver(schema, undefined, { raw: true }),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as TopUpFields;
  return {
    form,
    /** The amount to pay in minor units, while it is valid. */
    amount: validTopUpAmount(values.amountText ?? '', { currency, balanceMinor, maxBalanceMinor }),
    /** Every field is valid, shown or not (product §5: Pay is disabled until then). */
    valid: schema.safeParse(values).success,
    /** The payer as typed, once valid. */
    payer: () => {
      const parsed = schema.safeParse(form.getValues());
      return parsed.success
        ? { firstName: parsed.data.firstName, lastName: parsed.data.lastName, email: parsed.data.email }
        : null;
    },
    /** product §4: opening resets the amount to 20, prefills the email and clears the names. */
    reopen: () => form.reset(openedTopUpFields(recipientEmail)),
  };
}

export type TopUpForm = ReturnType<typeof useTopUpForm>;
