import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.ts';
import { isValidEmail } from './email.ts';
import { emptyPostalGiftAddress, postalGiftAddressFormSchema, postalGiftAddressSchema } from './postal-address.ts';
import { isValidTimeZone, wallTimeToUtc } from './zoned-time.ts';

/** Who the gift is from, as the recipient reads it; blank means the buyer's name. */
export const SENDER_NAME_MAX_LENGTH = 200;

/** product §5 Gift details texts (the storefront translates each by its key, decision 0125). */
export const GIFT_DETAILS_MESSAGES = {
  nameRequired: 'Recipient name is required',
  emailRequired: 'Recipient email is required',
  emailInvalid: 'Please enter a valid email address',
  dateRequired: 'Please select a delivery date',
  datePast: 'Delivery date cannot be in the past',
  timePast: 'This time has already passed. Choose a later time, or untick Schedule later to send it now.',
  timeRequired: 'Please select a delivery time',
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  senderNameTooLong: `From must be at most ${SENDER_NAME_MAX_LENGTH} characters`,
  nameTooLong: 'A name has at most 200 characters',
  emailTooLong: 'An email address has at most 254 characters',
} as const;
const M = GIFT_DETAILS_MESSAGES;

const recipientName = z.string().trim().min(1, M.nameRequired);
const recipientEmail = z.string().trim().min(1, M.emailRequired);
const message = z.string().max(MESSAGE_MAX_LENGTH, M.messageTooLong);
const senderName = z.string().trim().max(SENDER_NAME_MAX_LENGTH, M.senderNameTooLong);

/**
 * product §3 Gift details, as stored on a cart item and sent with an order line. The address's
 * format is judged by the one email rule where it is typed (giftDetailsFormSchema) and by the
 * server for each line, which names the product in its refusal.
 */
export const giftDetailsSchema = z
  .object({
    recipientName: recipientName.max(200),
    /** Blank for a postal gift: the card is posted, no email is sent. */
    recipientEmail: z.string().trim().max(254),
    message: message.default(''),
    senderName: senderName.nullish(),
    scheduledDate: z.string().default(''),
    scheduledTime: z.string().default(''),
    scheduledDateTimeUtc: z.iso.datetime({ offset: true }).nullish(),
    /** IANA zone of the buyer, kept so the moment they picked is honoured. */
    timeZone: z.string().max(100).nullish(),
    /**
     * A postal gift (issue 26 item 12): the card is posted to the recipient at this address, and
     * no email or schedule goes with it. Absent for a gift sent by email.
     */
    postal: postalGiftAddressSchema.nullish(),
  })
  .superRefine((details, ctx) => {
    if (!details.postal && !details.recipientEmail)
      ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: M.emailRequired });
  });
export type GiftDetails = z.infer<typeof giftDetailsSchema>;

/** product §2: one recipient for every unit, or one per unit ('different recipients'). */
export const RECIPIENT_MODES = ['same', 'different'] as const;
export type RecipientMode = (typeof RECIPIENT_MODES)[number];

/** A recipient as typed: a name and an address (product §5: text, @, text, dot, text). */
export const recipientSchema = z.object({
  recipientName,
  recipientEmail: recipientEmail.refine(isValidEmail, M.emailInvalid),
});
export type Recipient = z.infer<typeof recipientSchema>;

const typedRecipient = { recipientName: z.string(), recipientEmail: z.string() };

/** How a gift arrives: by email (the default), or posted to the recipient (a product that can be shipped). */
export const GIFT_DELIVERIES = ['email', 'post'] as const;
export type GiftDelivery = (typeof GIFT_DELIVERIES)[number];

const typedSchedule = {
  delivery: z.enum(GIFT_DELIVERIES),
  /** Where a postal gift goes; judged only when delivery is 'post'. */
  postal: z.object({
    company: z.string(),
    address: z.string(),
    apartment: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  message,
  senderName,
  scheduleLater: z.boolean(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  /** The recipient's zone the date and time are on (issue 30); the shopper's without one. */
  timeZone: z.string().optional(),
};

/** Whether a date and time on the clock of `timeZone` (else the shopper's) is already past (checked as Save is pressed). */
export function isPastLocalMoment(
  date: string,
  time: string,
  timeZone?: string | null,
  now: Date = new Date(),
): boolean {
  const iso = zonedDateTimeToUtcIso(date, time, timeZone);
  return iso !== null && new Date(iso).getTime() <= now.getTime();
}

/**
 * product §5 Gift details form; `today` is the shopper's local date as YYYY-MM-DD. A moment
 * already past (today with an earlier time) is refused: it would be sent at once while the order
 * still said the time chosen. With 'different
 * recipients' every block needs a name and a valid address and there is at least one: the
 * dialog shows no message for a block (product §5: it silently does not submit).
 */
export function giftDetailsFormSchema(
  today: string,
  isPast: (date: string, time: string, timeZone?: string | null) => boolean = isPastLocalMoment,
) {
  const sentByEmail = { ...typedSchedule, delivery: z.literal('email') };
  return z
    .discriminatedUnion('delivery', [
      // A postal gift (issue 26 item 12): one recipient's name and the address it is posted to; no
      // email and no schedule.
      z.object({
        mode: z.literal('same'),
        recipientName,
        recipientEmail: z.string(),
        recipients: z.array(z.object(typedRecipient)),
        ...typedSchedule,
        delivery: z.literal('post'),
        postal: postalGiftAddressFormSchema,
      }),
      z.discriminatedUnion('mode', [
        z.object({
          mode: z.literal('same'),
          ...recipientSchema.shape,
          recipients: z.array(z.object(typedRecipient)),
          ...sentByEmail,
        }),
        z.object({
          mode: z.literal('different'),
          ...typedRecipient,
          recipients: z.array(recipientSchema).min(1),
          ...sentByEmail,
        }),
      ]),
    ])
    .superRefine((form, ctx) => {
      if (form.delivery === 'post') return;
      if (!form.scheduleLater) return;
      if (!form.scheduledDate) ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: M.dateRequired });
      // A day before the shopper's today may still be to come on a recipient's clock further west.
      else if (form.scheduledDate < today && isPast(form.scheduledDate, '23:59', form.timeZone))
        ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: M.datePast });
      if (!form.scheduledTime) ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: M.timeRequired });
      else if (
        !(form.scheduledDate < today && isPast(form.scheduledDate, '23:59', form.timeZone)) &&
        isPast(form.scheduledDate, form.scheduledTime, form.timeZone)
      )
        ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: M.timePast });
    });
}
export type GiftDetailsFormValues = z.input<ReturnType<typeof giftDetailsFormSchema>>;

/**
 * The UTC instant of a date and time on the clock of `timeZone` (the recipient's, issue 30), right
 * across daylight-saving changes; on the browser's clock when no zone is named.
 */
export function zonedDateTimeToUtcIso(date: string, time: string, timeZone?: string | null): string | null {
  if (!date || !time) return null;
  if (timeZone && isValidTimeZone(timeZone)) return wallTimeToUtc(`${date}T${time}`, timeZone)?.toISOString() ?? null;
  return localDateTimeToUtcIso(date, time);
}

/**
 * When a gift is to be sent, as the server schedules it: the date and time chosen, on the clock of
 * the zone chosen, worked out again; the instant the browser sent when no zone came with it.
 */
export function giftDeliveryInstant(
  details:
    Pick<GiftDetails, 'scheduledDate' | 'scheduledTime' | 'scheduledDateTimeUtc' | 'timeZone'> | null | undefined,
): Date | null {
  if (!details) return null;
  const { scheduledDate, scheduledTime, timeZone } = details;
  if (scheduledDate && scheduledTime && timeZone && isValidTimeZone(timeZone)) {
    const zoned = wallTimeToUtc(`${scheduledDate}T${scheduledTime}`, timeZone);
    if (zoned) return zoned;
  }
  return details.scheduledDateTimeUtc ? new Date(details.scheduledDateTimeUtc) : null;
}

/** The UTC instant of a local date and time in the shopper's zone (the browser's). */
export function localDateTimeToUtcIso(date: string, time: string): string | null {
  if (!date || !time) return null;
  const local = new Date(`${date}T${time}:00`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}

export { emptyPostalGiftAddress };
