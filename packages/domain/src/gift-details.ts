import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.ts';

/** SPEC §3 Gift details, as stored on a cart item and sent with an order line. */
export const giftDetailsSchema = z.object({
  recipientName: z.string().trim().min(1, 'Recipient name is required').max(200),
  recipientEmail: z.string().trim().min(1, 'Recipient email is required').max(254),
  message: z.string().max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`).default(''),
  scheduledDate: z.string().default(''),
  scheduledTime: z.string().default(''),
  scheduledDateTimeUtc: z.iso.datetime({ offset: true }).nullish(),
  /** IANA zone of the buyer, kept so the moment they picked is honoured (issue 3). */
  timeZone: z.string().max(100).nullish(),
});
export type GiftDetails = z.infer<typeof giftDetailsSchema>;

/** SPEC §5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const GIFT_DETAILS_MESSAGES = {
  nameRequired: 'Recipient name is required',
  emailRequired: 'Recipient email is required',
  emailInvalid: 'Please enter a valid email address',
  dateRequired: 'Please select a delivery date',
  datePast: 'Delivery date cannot be in the past',
  timeRequired: 'Please select a delivery time',
} as const;

export interface GiftDetailsFormValues {
  recipientName: string;
  recipientEmail: string;
  message: string;
  scheduleLater: boolean;
  scheduledDate: string;
  scheduledTime: string;
}
export type GiftDetailsFormErrors = Partial<Record<keyof GiftDetailsFormValues, string>>;

/** SPEC §5 Gift details rules; `today` is the shopper's local date as YYYY-MM-DD. */
export function validateGiftDetailsForm(values: GiftDetailsFormValues, today: string): GiftDetailsFormErrors {
  const errors: GiftDetailsFormErrors = {};
  if (!values.recipientName.trim()) errors.recipientName = GIFT_DETAILS_MESSAGES.nameRequired;
  if (!values.recipientEmail.trim()) errors.recipientEmail = GIFT_DETAILS_MESSAGES.emailRequired;
  else if (!isValidEmail(values.recipientEmail)) errors.recipientEmail = GIFT_DETAILS_MESSAGES.emailInvalid;
  if (values.message.length > MESSAGE_MAX_LENGTH)
    errors.message = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
  if (values.scheduleLater) {
    if (!values.scheduledDate) errors.scheduledDate = GIFT_DETAILS_MESSAGES.dateRequired;
    else if (values.scheduledDate < today) errors.scheduledDate = GIFT_DETAILS_MESSAGES.datePast;
    if (!values.scheduledTime) errors.scheduledTime = GIFT_DETAILS_MESSAGES.timeRequired;
  }
  return errors;
}

/** A recipient block in 'different recipients' mode: valid or silently not submitted (SPEC §5). */
export function isValidRecipient(recipient: { recipientName: string; recipientEmail: string }): boolean {
  return recipient.recipientName.trim().length > 0 && isValidEmail(recipient.recipientEmail);
}

/** The UTC instant of a local date and time in the shopper's zone (the browser's). */
export function localDateTimeToUtcIso(date: string, time: string): string | null {
  if (!date || !time) return null;
  const local = new Date(`${date}T${time}:00`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}
