import type { FieldPath } from 'react-hook-form';
import type { GiftDetailsFormValues } from '../gift-form-state';
import type { GiftForm } from '../use-gift-form';
import { FormField, inputClasses } from './form-field';
import { Trans, useLingui } from '@lingui/react/macro';

type Prefix = '' | `recipients.${number}.`;

/** Recipient name and email; errors show for the one recipient only (product §5: blocks stay silent). */
export function RecipientFields({
  gift,
  prefix = '',
  testIdPrefix = '',
  short = false,
  withEmail = true,
}: {
  gift: GiftForm;
  /** A postal gift is posted, not emailed: its recipient has a name and an address, no email. */
  withEmail?: boolean;
  /** The inputs' names: the form focuses a field by name, and a block's are `recipients.n.…`. */
  prefix?: Prefix;
  testIdPrefix?: string;
  /** 'Name' and 'Email' inside a block already named 'Recipient n'. */
  short?: boolean;
}) {
  const { register, formState } = gift.form;
  const { t } = useLingui();
  const name = `${prefix}recipientName` as FieldPath<GiftDetailsFormValues>;
  const email = `${prefix}recipientEmail` as FieldPath<GiftDetailsFormValues>;
  const errors = prefix
    ? {}
    : { name: formState.errors.recipientName?.message, email: formState.errors.recipientEmail?.message };
  return (
    <div className={withEmail ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
      <FormField
        label={short ? t`Name` : t`Recipient name`}
        error={errors.name}
        testId={`${testIdPrefix}recipient-name`}
      >
        {(control) => (
          <input
            {...control}
            {...register(name, gift.cleared(name))}
            type="text"
            autoComplete="off"
            maxLength={200}
            className={inputClasses(control['aria-invalid'])}
            data-testid={`${testIdPrefix}recipient-name-input`}
          />
        )}
      </FormField>
      {withEmail && (
        <FormField
          label={short ? t`Email` : t`Recipient email`}
          error={errors.email}
          testId={`${testIdPrefix}recipient-email`}
        >
          {(control) => (
            <input
              {...control}
              {...register(email, prefix ? gift.cleared(email) : gift.emailChecks)}
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              className={inputClasses(control['aria-invalid'])}
              data-testid={`${testIdPrefix}recipient-email-input`}
            />
          )}
        </FormField>
      )}
    </div>
  );
}

/** 'Different recipients': one block per unit (product §2), each a named group. */
export function RecipientBlocks({ gift, count }: { gift: GiftForm; count: number }) {
  return (
    <div className="space-y-4" data-testid="recipient-blocks">
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className="rounded-xl border border-gray-200 p-4" data-testid="recipient-block">
          <legend className="px-1.5 text-sm font-semibold text-gray-900">
            <Trans>Recipient {index + 1}</Trans>
            <span className="sr-only">
              {' '}
              <Trans>of {count}</Trans>
            </span>
          </legend>
          <RecipientFields gift={gift} prefix={`recipients.${index}.`} testIdPrefix={`recipient-${index + 1}-`} short />
        </fieldset>
      ))}
    </div>
  );
}
