import { SENDER_NAME_MAX_LENGTH } from '@giftfront/domain/gift-details';
import type { GiftForm } from '../use-gift-form';
import { FormField, inputClasses } from './form-field';
import { useLingui } from '@lingui/react/macro';

/** 'From': the name the recipient reads in the gift email and on the gift page. */
export function SenderField({ gift }: { gift: GiftForm }) {
  const { register, formState } = gift.form;
  const { t } = useLingui();
  return (
    <FormField
      label={t`From`}
      error={formState.errors.senderName?.message}
      hint={t`The name they will see the gift is from.`}
      testId="gift-sender"
    >
      {(field) => (
        <input
          {...field}
          {...register('senderName', gift.cleared('senderName'))}
          type="text"
          autoComplete="name"
          maxLength={SENDER_NAME_MAX_LENGTH}
          className={inputClasses(field['aria-invalid'])}
          data-testid="gift-sender-input"
        />
      )}
    </FormField>
  );
}
