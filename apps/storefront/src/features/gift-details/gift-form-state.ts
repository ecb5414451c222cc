import { MESSAGE_MAX_LENGTH } from '@giftfront/domain/constants';
import {
  emptyPostalGiftAddress,
  zonedDateTimeToUtcIso,
  type GiftDetails,
  type GiftDetailsFormValues,
} from '@giftfront/domain/gift-details';
import { normalisePostcode } from '@giftfront/domain/postal-address';
import { isValidTimeZone } from '@giftfront/domain/zoned-time';
import type { GiftSave } from './gift-dialog-state';
import type { SharedGiftDetails } from './split-by-recipients';

/** The gift details dialog's values (product §2, §4, §5): what it opens with and what Save makes of them. */
export type { GiftDetailsFormValues };

/** The shopper's local date as YYYY-MM-DD. */
export function todayLocalDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The shopper's IANA time zone, kept beside the UTC instant. */
export function currentTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/** product §2: with quantity above 1 the shopper chooses 'same recipient' or 'different recipients'. */
export const canChooseRecipients = (quantity: number): boolean => quantity > 1;

/**
 * The dialog opens on the line's details (Edit) or empty, for one recipient; one block per unit
 * for 'different'. 'From' starts as the name typed at checkout, when there is one.
 */
export function initialGiftFormValues(input: {
  quantity: number;
  giftDetails?: Partial<GiftDetails> | null;
  checkoutName?: string;
}): GiftDetailsFormValues {
  const details = input.giftDetails;
  const postal = details?.postal;
  return {
    // A postal gift (issue 26 item 12) keeps its address; every other gift is emailed.
    delivery: postal ? 'post' : 'email',
    postal: postal ? { ...emptyPostalGiftAddress(), ...postal } : emptyPostalGiftAddress(),
    mode: 'same',
    recipientName: details?.recipientName ?? '',
    recipientEmail: details?.recipientEmail ?? '',
    recipients: Array.from({ length: Math.max(1, input.quantity) }, () => ({ recipientName: '', recipientEmail: '' })),
    message: details?.message ?? '',
    senderName: details?.senderName ?? input.checkoutName ?? '',
    scheduleLater: Boolean(details?.scheduledDate || details?.scheduledTime),
    scheduledDate: details?.scheduledDate ?? '',
    scheduledTime: details?.scheduledTime ?? '',
    // The recipient's zone, preset to the shopper's (issue 30).
    timeZone: details?.timeZone && isValidTimeZone(details.timeZone) ? details.timeZone : (currentTimeZone() ?? 'UTC'),
  };
}

/** Below 0 when the message is over the limit: the field keeps what was typed or pasted and says by how much. */
export const messageCharactersLeft = (message: string): number => MESSAGE_MAX_LENGTH - message.length;

function sharedDetails(values: GiftDetailsFormValues, shopperZone: string | null): SharedGiftDetails {
  const scheduled = values.scheduleLater;
  // The date and time are on the recipient's clock; the shopper's when none was chosen.
  const timeZone = values.timeZone || shopperZone;
  return {
    message: values.message.trim(),
    senderName: values.senderName.trim() || null,
    scheduledDate: scheduled ? values.scheduledDate : '',
    scheduledTime: scheduled ? values.scheduledTime : '',
    scheduledDateTimeUtc: scheduled
      ? zonedDateTimeToUtcIso(values.scheduledDate, values.scheduledTime, timeZone)
      : null,
    timeZone,
  };
}

/**
 * What Save does with values the schema accepted: one set of details, or one per recipient with
 * the shared message and schedule; scheduledDateTimeUtc from the date and time on the recipient's clock.
 */
export function giftSaveOf(values: GiftDetailsFormValues, timeZone: string | null = currentTimeZone()): GiftSave {
  if (values.delivery === 'post') {
    // Posted to one recipient at one address: no email, no schedule (it goes when it is posted).
    const postal = Object.fromEntries(
      Object.entries(values.postal).map(([part, value]) => [part, value.trim()]),
    ) as typeof values.postal;
    return {
      kind: 'same',
      details: {
        ...sharedDetails({ ...values, scheduleLater: false }, timeZone),
        recipientName: values.recipientName.trim(),
        recipientEmail: '',
        postal: {
          ...postal,
          country: postal.country.toUpperCase(),
          postalCode: normalisePostcode(postal.country, postal.postalCode),
        },
      },
    };
  }
  const shared = sharedDetails(values, timeZone);
  if (values.mode === 'different') {
    const recipients = values.recipients.map((recipient) => ({
      recipientName: recipient.recipientName.trim(),
      recipientEmail: recipient.recipientEmail.trim(),
    }));
    return { kind: 'different', recipients, shared };
  }
  return {
    kind: 'same',
    details: { ...shared, recipientName: values.recipientName.trim(), recipientEmail: values.recipientEmail.trim() },
  };
}
