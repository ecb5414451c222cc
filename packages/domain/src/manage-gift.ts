import { z } from 'zod';
import { isValidEmail } from './email.ts';
import { GIFT_DETAILS_MESSAGES } from './gift-details.ts';
import { MANAGE_GIFT_MESSAGES } from './manage-gift-messages.ts';
import { isValidTimeZone } from './zoned-time.ts';

/**
 * The buyer's "manage my gift" page (issue 30): reached from the receipt's signed link, it lets
 * the buyer correct a gift's recipient, move its delivery or send it now until it is delivered,
 * and resend it afterwards. Shapes for both ends; texts a person reads.
 */
export { MANAGE_GIFT_LINK_DAYS, MANAGE_GIFT_MAX_RESENDS, MANAGE_GIFT_MESSAGES } from './manage-gift-messages.ts';
const M = MANAGE_GIFT_MESSAGES;

export const MANAGE_GIFT_STATES = ['scheduled', 'sending', 'delivered', 'failed', 'bounced', 'cancelled'] as const;
export type ManageGiftState = (typeof MANAGE_GIFT_STATES)[number];

/** A gift as its buyer sees it: never its code, only the last four characters. */
export const managedGiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What it is worth ('$50.00') or, for a voucher, the option bought. */
  amount: z.string(),
  last4: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  state: z.enum(MANAGE_GIFT_STATES),
  /** When it is (or was) to be sent, ISO. */
  scheduledAt: z.string().nullable(),
  /** The recipient's zone the moment was chosen in; times are shown on its clock. */
  timeZone: z.string(),
  deliveredAt: z.string().nullable(),
  resendsLeft: z.number().int(),
});
export type ManagedGift = z.infer<typeof managedGiftSchema>;

export const manageGiftViewSchema = z.object({
  orderReference: z.string(),
  buyerName: z.string(),
  /** The last moment the link works, ISO. */
  linkExpiresAt: z.string(),
  gifts: z.array(managedGiftSchema),
});
export type ManageGiftView = z.infer<typeof manageGiftViewSchema>;

export const manageGiftParamsSchema = z.object({
  orderId: z.uuid(M.linkInvalid),
});
export const manageGiftCardParamsSchema = manageGiftParamsSchema.extend({
  cardId: z.uuid(M.giftNotFound),
});

const recipientEmailField = z
  .string({ error: GIFT_DETAILS_MESSAGES.emailRequired })
  .trim()
  .min(1, GIFT_DETAILS_MESSAGES.emailRequired)
  .max(254, GIFT_DETAILS_MESSAGES.emailTooLong)
  .refine(isValidEmail, GIFT_DETAILS_MESSAGES.emailInvalid);

/** Correct who the gift is for, before it is delivered. */
export const manageGiftRecipientBodySchema = z.strictObject({
  recipientName: z
    .string({ error: GIFT_DETAILS_MESSAGES.nameRequired })
    .trim()
    .min(1, GIFT_DETAILS_MESSAGES.nameRequired)
    .max(200, GIFT_DETAILS_MESSAGES.nameTooLong),
  recipientEmail: recipientEmailField,
});
export type ManageGiftRecipientBody = z.infer<typeof manageGiftRecipientBodySchema>;

/** Move the delivery to a date and time on the clock of the recipient's zone. */
export const manageGiftScheduleBodySchema = z.strictObject({
  date: z
    .string({ error: GIFT_DETAILS_MESSAGES.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_DETAILS_MESSAGES.dateRequired),
  time: z
    .string({ error: GIFT_DETAILS_MESSAGES.timeRequired })
    .regex(/^\d{2}:\d{2}$/, GIFT_DETAILS_MESSAGES.timeRequired),
  timeZone: z
    .string({ error: M.timeZoneInvalid })
    .min(1, M.timeZoneInvalid)
    .max(100, M.timeZoneInvalid)
    .refine(isValidTimeZone, M.timeZoneInvalid),
});
export type ManageGiftScheduleBody = z.infer<typeof manageGiftScheduleBodySchema>;

/** Send it again after delivery, to the same address (empty) or a corrected one. */
export const manageGiftResendBodySchema = z.strictObject({
  recipientEmail: recipientEmailField.optional(),
});
export type ManageGiftResendBody = z.infer<typeof manageGiftResendBodySchema>;

export type ManageGiftAction = 'recipient' | 'schedule' | 'send-now' | 'resend';
/** POST: one change to one gift of the order. */
export const manageGiftChangePath = (orderId: string, cardId: string, action: ManageGiftAction) =>
  `/api/ManageGift/${encodeURIComponent(orderId)}/gifts/${encodeURIComponent(cardId)}/${action}`;

/** The storefront page the receipt links to; the token travels in the address, as the order link's does. */
export const MANAGE_GIFT_PATH = '/manage-gift';
/** The header the page sends the link's token in, so API calls never carry it in their address. */
export const MANAGE_GIFT_TOKEN_HEADER = 'x-manage-token';
