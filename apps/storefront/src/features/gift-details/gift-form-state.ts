import { MESSAGE_MAX_LENGTH } from '@giftfront/domain/constants';
import {
  isValidRecipient,
  localDateTimeToUtcIso,
  validateGiftDetailsForm,
  type GiftDetails,
  type GiftDetailsFormErrors,
  type GiftDetailsFormValues,
} from '@giftfront/domain/gift-details';
import type { Recipient, SharedGiftDetails } from './split-by-recipients';
import type { GiftSave } from './gift-dialog-state';

/** The gift details dialog's state (SPEC §2, §4, §5) as a pure reducer. */
export type RecipientMode = 'same' | 'different';
type TextField = Exclude<keyof GiftDetailsFormValues, 'scheduleLater'>;

export interface GiftFormState {
  values: GiftDetailsFormValues;
  /** Errors showing now: set on a failed submit, each cleared as its field is edited. */
  errors: GiftDetailsFormErrors;
  mode: RecipientMode;
  /** 'different recipients': one block per unit; the message and schedule are shared. */
  recipients: Recipient[];
  quantity: number;
  /** The shopper's local date (YYYY-MM-DD): the date input's minimum. */
  today: string;
}

export type GiftFormAction =
  | { type: 'edit'; field: TextField; value: string }
  | { type: 'setScheduleLater'; checked: boolean }
  | { type: 'setMode'; mode: RecipientMode }
  | { type: 'editRecipient'; index: number; field: keyof Recipient; value: string }
  | { type: 'showErrors'; errors: GiftDetailsFormErrors };

/** The shopper's local date as YYYY-MM-DD. */
export function todayLocalDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The shopper's IANA time zone, kept beside the UTC instant (issue 3). */
export function currentTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

export function initGiftFormState(input: { quantity: number; giftDetails?: GiftDetails | null; today?: string }): GiftFormState {
  const details = input.giftDetails;
  return {
    values: {
      recipientName: details?.recipientName ?? '',
      recipientEmail: details?.recipientEmail ?? '',
      message: details?.message ?? '',
      scheduleLater: Boolean(details?.scheduledDate || details?.scheduledTime),
      scheduledDate: details?.scheduledDate ?? '',
      scheduledTime: details?.scheduledTime ?? '',
    },
    errors: {},
    mode: 'same',
    recipients: Array.from({ length: Math.max(1, input.quantity) }, () => ({ recipientName: '', recipientEmail: '' })),
    quantity: input.quantity,
    today: input.today ?? todayLocalDate(),
  };
}

function without(errors: GiftDetailsFormErrors, ...fields: (keyof GiftDetailsFormValues)[]): GiftDetailsFormErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

export function giftFormReducer(state: GiftFormState, action: GiftFormAction): GiftFormState {
  switch (action.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors: without(state.errors, action.field) };
    case 'setScheduleLater':
      // SPEC §4: unchecking 'schedule later' clears the date and time.
      if (action.checked) return { ...state, values: { ...state.values, scheduleLater: true } };
      return {
        ...state,
        values: { ...state.values, scheduleLater: false, scheduledDate: '', scheduledTime: '' },
        errors: without(state.errors, 'scheduleLater', 'scheduledDate', 'scheduledTime'),
      };
    case 'setMode':
      if (action.mode === 'different' && state.quantity < 2) return state;
      // The single recipient's fields are hidden in the other mode: their errors must not keep Save disabled.
      return { ...state, mode: action.mode, errors: without(state.errors, 'recipientName', 'recipientEmail') };
    case 'editRecipient':
      return {
        ...state,
        recipients: state.recipients.map((recipient, index) =>
          index === action.index ? { ...recipient, [action.field]: action.value } : recipient,
        ),
      };
    case 'showErrors':
      return { ...state, errors: action.errors };
  }
}

export const canChooseRecipients = (state: GiftFormState): boolean => state.quantity > 1;

/** SPEC §5: Save is disabled while any error shows. */
export const isSaveDisabled = (state: GiftFormState): boolean => Object.values(state.errors).some(Boolean);

export const messageCharactersLeft = (state: GiftFormState): number => Math.max(0, MESSAGE_MAX_LENGTH - state.values.message.length);

function sharedDetails(values: GiftDetailsFormValues, timeZone: string | null): SharedGiftDetails {
  const scheduled = values.scheduleLater;
  return {
    message: values.message.trim(),
    scheduledDate: scheduled ? values.scheduledDate : '',
    scheduledTime: scheduled ? values.scheduledTime : '',
    scheduledDateTimeUtc: scheduled ? localDateTimeToUtcIso(values.scheduledDate, values.scheduledTime) : null,
    timeZone,
  };
}

/**
 * What Save does: 'invalid' shows these errors (dispatch showErrors); 'incomplete' is the silent
 * non-submit of SPEC §5 for a recipient block without a name or a valid email; otherwise the
 * details to save, scheduledDateTimeUtc computed from the shopper's local date and time.
 */
export function submitGiftForm(
  state: GiftFormState,
  timeZone: string | null = currentTimeZone(),
): { kind: 'invalid'; errors: GiftDetailsFormErrors } | { kind: 'incomplete' } | GiftSave {
  const allErrors = validateGiftDetailsForm(state.values, state.today);
  const different = state.mode === 'different' && canChooseRecipients(state);
  const errors = different ? without(allErrors, 'recipientName', 'recipientEmail') : allErrors;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const shared = sharedDetails(state.values, timeZone);
  if (!different) {
    const { recipientName, recipientEmail } = state.values;
    return { kind: 'same', details: { ...shared, recipientName: recipientName.trim(), recipientEmail: recipientEmail.trim() } };
  }
  if (state.recipients.length === 0 || !state.recipients.every(isValidRecipient)) return { kind: 'incomplete' };
  return { kind: 'different', recipients: state.recipients, shared };
}
