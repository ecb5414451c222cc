import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { giftDetailsFormSchema, type GiftDelivery, type RecipientMode } from '@giftfront/domain/gift-details';
import type { PostalAddressPart } from '@/entities/address/postal-address-fields';
import { postalFieldId } from './components/postal-gift-fields';
import { readCheckoutDraft } from '@/entities/cart/checkout-draft/checkout-draft';
import type { GiftDialogSubject, GiftSave } from './gift-dialog-state';
import {
  canChooseRecipients,
  giftSaveOf,
  initialGiftFormValues,
  todayLocalDate,
  type GiftDetailsFormValues,
} from './gift-form-state';

type FieldName = FieldPath<GiftDetailsFormValues>;

/** The buyer's name as typed at checkout, if they have been there. */
function checkoutName(): string {
  const draft = readCheckoutDraft();
  return draft ? `${draft.form.firstName} ${draft.form.lastName}`.trim() : '';
}

/** The fields whose errors show, in page order; a recipient block's errors never show (product §5: it silently does not submit). */
const SHOWN_FIELDS = [
  'recipientName',
  'recipientEmail',
  'message',
  'scheduledDate',
  'scheduledTime',
] as const satisfies readonly FieldName[];

/** A postal gift's address fields in page order. */
const POSTAL_PARTS: PostalAddressPart[] = ['country', 'address', 'apartment', 'city', 'region', 'postalCode'];

/** The first field of a 'different recipients' block that needs fixing, by name. */
function firstIncompleteRecipient(errors: FieldErrors<GiftDetailsFormValues>): FieldName | null {
  const blocks = errors.recipients;
  if (!blocks || !Array.isArray(blocks)) return blocks ? 'recipients.0.recipientName' : null;
  const index = blocks.findIndex(Boolean);
  if (index < 0) return 'recipients.0.recipientName';
  return blocks[index]?.recipientName ? `recipients.${index}.recipientName` : `recipients.${index}.recipientEmail`;
}

/**
 * The gift dialog's form: react-hook-form with the domain's gift details schema (product §5). Errors
 * appear on Save and each clears as its field is edited; Save is disabled while one shows; a
 * failed Save moves focus to the first field to fix.
 */
export function useGiftForm(subject: GiftDialogSubject, save: (gift: GiftSave) => Promise<void>) {
  const [today] = useState(todayLocalDate);
  const [resolver] = useState(() => zodResolver(giftDetailsFormSchema(today)));
  const [defaultValues] = useState(() =>
    initialGiftFormValues({
      quantity: subject.item.quantity,
      giftDetails: subject.item.options.giftDetails,
      checkoutName: checkoutName(),
    }),
  );
  const form = useForm<GiftDetailsFormValues>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [saving, setSaving] = useState(false);
  const [emailBlurred, setEmailBlurred] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = form.formState;

  const focusField = (name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      setSaveFailed(false);
      try {
        await save(giftSaveOf(values));
      } catch {
        // logged by the cart; the dialog stays open to try again
        setSaveFailed(true);
        setSaving(false);
      }
    },
    (invalid) => {
      const postal = invalid.postal && POSTAL_PARTS.find((part) => invalid.postal?.[part]);
      if (!invalid.recipientName && postal) {
        document.getElementById(postalFieldId(postal))?.focus();
        return;
      }
      const shown = SHOWN_FIELDS.find((name) => invalid[name]);
      const target = shown ?? firstIncompleteRecipient(invalid);
      if (target) focusField(target);
    },
  );

  const errorShows = SHOWN_FIELDS.some((name) => errors[name]);
  return {
    form,
    today,
    formRef,
    saving,
    saveFailed,
    saveDisabled: saving || errorShows,
    canChooseRecipients: canChooseRecipients(subject.item.quantity),
    submit: (event: React.FormEvent) => {
      if (saving || errorShows) {
        event.preventDefault();
        return;
      }
      void submit(event);
    },
    /** An edit clears that field's error (product §5); other errors stay until the next Save. */
    cleared: (name: FieldName) => ({ onChange: () => form.clearErrors(name) }),
    /**
     * The recipient's address is checked once the shopper first leaves it, then as they type
     * (an empty one waits for Save).
     */
    emailChecks: {
      onBlur: () => {
        setEmailBlurred(true);
        if (form.getValues('recipientEmail').trim()) void form.trigger('recipientEmail');
      },
      onChange: () => {
        if (emailBlurred && form.getValues('recipientEmail').trim()) void form.trigger('recipientEmail');
        else form.clearErrors('recipientEmail');
      },
    },
    /** Switching hides the single recipient's fields: their errors must not keep Save disabled. */
    setMode(mode: RecipientMode) {
      if (mode === 'different' && !canChooseRecipients(subject.item.quantity)) return;
      form.setValue('mode', mode);
      form.clearErrors(['recipientName', 'recipientEmail', 'recipients']);
    },
    /**
     * By post (issue 26 item 12): one recipient, no email and no schedule, an address instead;
     * by email: the address's errors go.
     */
    setDelivery(delivery: GiftDelivery) {
      form.setValue('delivery', delivery);
      if (delivery === 'email') {
        form.clearErrors('postal');
        return;
      }
      form.setValue('mode', 'same');
      form.setValue('scheduleLater', false);
      form.setValue('scheduledDate', '');
      form.setValue('scheduledTime', '');
      form.clearErrors(['recipientEmail', 'recipients', 'scheduledDate', 'scheduledTime']);
    },
    /** product §4: unchecking 'schedule later' clears the date and time, and their errors. */
    setScheduleLater(checked: boolean) {
      form.setValue('scheduleLater', checked);
      if (checked) return;
      form.setValue('scheduledDate', '');
      form.setValue('scheduledTime', '');
      form.clearErrors(['scheduledDate', 'scheduledTime']);
    },
  };
}

export type GiftForm = ReturnType<typeof useGiftForm>;
