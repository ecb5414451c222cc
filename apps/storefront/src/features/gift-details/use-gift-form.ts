import { useReducer, useRef, useState, type FormEvent } from 'react';
import type { GiftDetailsFormValues } from '@giftfront/domain/gift-details';
import { isValidEmail } from '@giftfront/domain/gift-details';
import type { GiftDialogSubject, GiftSave } from './gift-dialog-state';
import { giftFormReducer, initGiftFormState, isSaveDisabled, submitGiftForm } from './gift-form-state';

const FIELD_ORDER: (keyof GiftDetailsFormValues)[] = ['recipientName', 'recipientEmail', 'message', 'scheduledDate', 'scheduledTime'];

/** The gift dialog's form: the phase-1 reducer, Save (SPEC §5), and focus on what needs fixing. */
export function useGiftForm(subject: GiftDialogSubject, save: (gift: GiftSave) => Promise<void>) {
  const [state, dispatch] = useReducer(giftFormReducer, subject.item, (item) =>
    initGiftFormState({ quantity: item.quantity, giftDetails: item.options.giftDetails }),
  );
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || isSaveDisabled(state)) return;
    const outcome = submitGiftForm(state);
    if (outcome.kind === 'invalid') {
      dispatch({ type: 'showErrors', errors: outcome.errors });
      const first = FIELD_ORDER.find((field) => outcome.errors[field]);
      if (first) focusField(first);
      return;
    }
    if (outcome.kind === 'incomplete') {
      // SPEC §5: no message; the shopper is taken to the first block that needs them.
      const index = state.recipients.findIndex((recipient) => !recipient.recipientName.trim() || !isValidEmail(recipient.recipientEmail));
      const recipient = state.recipients[index];
      if (recipient) focusField(`recipients.${index}.${recipient.recipientName.trim() ? 'recipientEmail' : 'recipientName'}`);
      return;
    }
    setSaving(true);
    setSaveFailed(false);
    try {
      await save(outcome);
    } catch {
      // logged by the cart; the dialog stays open to try again
      setSaveFailed(true);
      setSaving(false);
    }
  }

  return { state, dispatch, formRef, submit, saving, saveFailed, saveDisabled: saving || isSaveDisabled(state) };
}
