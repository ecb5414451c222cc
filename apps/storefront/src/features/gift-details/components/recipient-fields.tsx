import type { GiftDetailsFormErrors } from '@giftfront/domain/gift-details';
import type { Recipient } from '../split-by-recipients';
import { FormField, inputClasses } from './form-field';

type RecipientField = keyof Recipient;

/** Recipient name and email; errors (one recipient only) come from the form state. */
export function RecipientFields({ values, errors = {}, onEdit, namePrefix = '', testIdPrefix = '', short = false }: {
  values: Recipient;
  errors?: Pick<GiftDetailsFormErrors, RecipientField>;
  onEdit: (field: RecipientField, value: string) => void;
  /** Prefix of the inputs' names: the form focuses a field by name. */
  namePrefix?: string;
  testIdPrefix?: string;
  /** 'Name' and 'Email' inside a block already named 'Recipient n'. */
  short?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={short ? 'Name' : 'Recipient name'} error={errors.recipientName} testId={`${testIdPrefix}recipient-name`}>
        {(control) => (
          <input
            {...control}
            name={`${namePrefix}recipientName`}
            type="text"
            autoComplete="off"
            maxLength={200}
            value={values.recipientName}
            onChange={(event) => onEdit('recipientName', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
            data-testid={`${testIdPrefix}recipient-name-input`}
          />
        )}
      </FormField>
      <FormField label={short ? 'Email' : 'Recipient email'} error={errors.recipientEmail} testId={`${testIdPrefix}recipient-email`}>
        {(control) => (
          <input
            {...control}
            name={`${namePrefix}recipientEmail`}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={values.recipientEmail}
            onChange={(event) => onEdit('recipientEmail', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
            data-testid={`${testIdPrefix}recipient-email-input`}
          />
        )}
      </FormField>
    </div>
  );
}

/** 'Different recipients': one block per unit (SPEC §2), each a named group. */
export function RecipientBlocks({ recipients, onEdit }: { recipients: Recipient[]; onEdit: (index: number, field: RecipientField, value: string) => void }) {
  return (
    <div className="space-y-4" data-testid="recipient-blocks">
      {recipients.map((recipient, index) => (
        <fieldset key={index} className="rounded-xl border border-gray-200 p-4" data-testid="recipient-block">
          <legend className="px-1.5 text-sm font-semibold text-gray-900">
            Recipient {index + 1}
            <span className="sr-only"> of {recipients.length}</span>
          </legend>
          <RecipientFields
            values={recipient}
            onEdit={(field, value) => onEdit(index, field, value)}
            namePrefix={`recipients.${index}.`}
            testIdPrefix={`recipient-${index + 1}-`}
            short
          />
        </fieldset>
      ))}
    </div>
  );
}
