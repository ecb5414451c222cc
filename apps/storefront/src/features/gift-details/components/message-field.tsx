import { useWatch } from 'react-hook-form';
import clsx from 'clsx';
import { messageCharactersLeft } from '../gift-form-state';
import { InspirationDialog } from '../inspiration-dialog';
import type { GiftForm } from '../use-gift-form';
import { FormField, inputClasses } from './form-field';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * The optional message (at most 300 characters, product §5) with its counter and the inspiration
 * helper. No maxLength: a browser would cut a longer paste without a word, so the field keeps it,
 * counts how many characters are too many and the form refuses it until it fits.
 */
export function MessageField({ gift }: { gift: GiftForm }) {
  const { register, control, formState, setValue, clearErrors } = gift.form;
  const charactersLeft = messageCharactersLeft(useWatch({ control, name: 'message' }));
  const tooMany = -charactersLeft;
  const { t } = useLingui();
  const use = (message: string) => {
    setValue('message', message);
    clearErrors('message');
  };
  return (
    <FormField
      label={t`Message`}
      optional
      error={formState.errors.message?.message}
      testId="gift-message"
      below={<InspirationDialog onUse={use} />}
      hint={
        <span
          className={clsx(
            'block tabular-nums',
            charactersLeft === 0 && 'font-medium text-gray-900',
            charactersLeft < 0 && 'font-medium text-red-700',
          )}
          data-testid="message-counter"
        >
          {charactersLeft >= 0
            ? t`${plural(charactersLeft, { one: '# character remaining', other: '# characters remaining' })}`
            : t`${plural(tooMany, { one: '# character too many', other: '# characters too many' })}`}
        </span>
      }
    >
      {(field) => (
        <textarea
          {...field}
          {...register('message', gift.cleared('message'))}
          rows={4}
          placeholder={t`Write a few words they'll love to read`}
          className={clsx(inputClasses(field['aria-invalid']), 'resize-none leading-relaxed')}
          data-testid="gift-message-input"
        />
      )}
    </FormField>
  );
}
