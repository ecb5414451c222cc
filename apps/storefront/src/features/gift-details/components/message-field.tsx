import { MESSAGE_MAX_LENGTH } from '@giftfront/domain/constants';
import clsx from 'clsx';
import { InspirationDialog } from '../inspiration-dialog';
import { FormField, inputClasses } from './form-field';

/** The optional message (at most 300 characters, SPEC §5) with its counter and the inspiration helper. */
export function MessageField({ value, charactersLeft, error, onChange }: { value: string; charactersLeft: number; error?: string; onChange: (message: string) => void }) {
  return (
    <FormField
      label="Message"
      optional
      error={error}
      testId="gift-message"
      below={<InspirationDialog onUse={onChange} />}
      hint={
        <span className={clsx('block tabular-nums', charactersLeft === 0 && 'font-medium text-gray-900')} data-testid="message-counter">
          {charactersLeft} {charactersLeft === 1 ? 'character' : 'characters'} remaining
        </span>
      }
    >
      {(control) => (
        <textarea
          {...control}
          name="message"
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Write a few words they'll love to read"
          className={clsx(inputClasses(control['aria-invalid']), 'resize-none leading-relaxed')}
          data-testid="gift-message-input"
        />
      )}
    </FormField>
  );
}
