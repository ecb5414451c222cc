import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { GiftDialogState, GiftDialogSubject } from '../gift-dialog-state';
import { canChooseRecipients, currentTimeZone, messageCharactersLeft } from '../gift-form-state';
import { useGiftForm } from '../use-gift-form';
import { MessageField } from './message-field';
import { RecipientBlocks, RecipientFields } from './recipient-fields';
import { RecipientModePicker } from './recipient-mode-picker';
import { ScheduleFields } from './schedule-fields';

/** The dialog while open: fields of SPEC §2, Save (disabled while an error shows), Dismiss, Remove Gift Details. */
export function GiftDetailsForm({ subject, gift }: { subject: GiftDialogSubject; gift: GiftDialogState }) {
  const { state, dispatch, formRef, submit, saving, saveFailed, saveDisabled } = useGiftForm(subject, gift.save);
  const formId = useId();
  const { item } = subject;
  const { values, errors } = state;
  const different = state.mode === 'different' && canChooseRecipients(state);
  const hasDetails = subject.kind === 'cart-item' && Boolean(item.options.giftDetails);

  const footer = (
    <>
      {hasDetails && (
        <Button variant="ghost" onClick={gift.removeGiftDetails} className="mr-auto -ml-3 text-red-700 hover:bg-red-50 hover:text-red-800" data-testid="remove-gift-details">
          Remove Gift Details
        </Button>
      )}
      <Button variant="outline" onClick={gift.close} data-testid="gift-dismiss">
        Dismiss
      </Button>
      <Button type="submit" form={formId} disabled={saveDisabled} data-testid="gift-save">
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && gift.close()}
      title="Send as gift"
      description={`${item.product.name} · ${item.options.denomination.label} · Qty ${item.quantity}`}
      footer={footer}
      size="lg"
      testId="gift-dialog"
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-6" data-testid="gift-form">
        {canChooseRecipients(state) && (
          <RecipientModePicker mode={state.mode} quantity={state.quantity} onChange={(mode) => dispatch({ type: 'setMode', mode })} />
        )}
        {different ? (
          <RecipientBlocks recipients={state.recipients} onEdit={(index, field, value) => dispatch({ type: 'editRecipient', index, field, value })} />
        ) : (
          <RecipientFields values={values} errors={errors} onEdit={(field, value) => dispatch({ type: 'edit', field, value })} />
        )}
        <MessageField
          value={values.message}
          charactersLeft={messageCharactersLeft(state)}
          error={errors.message}
          onChange={(message) => dispatch({ type: 'edit', field: 'message', value: message })}
        />
        <ScheduleFields
          values={values}
          errors={errors}
          today={state.today}
          timeZone={currentTimeZone()}
          onToggle={(checked) => dispatch({ type: 'setScheduleLater', checked })}
          onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
        />
        {saveFailed && (
          <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="gift-save-failed">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            Sorry, we could not save this gift. Please try again.
          </p>
        )}
      </form>
    </Dialog>
  );
}
