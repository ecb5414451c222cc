import { z } from 'zod';
import { isValidEmail } from '../email.ts';
import { isValidTimeZone, WALL_TIME_PATTERN } from '../zoned-time.ts';

/**
 * Gift deliveries as the dashboard lists them: 'scheduled' (waiting for their moment), 'failed'
 * (given up after retries) and 'bounced' (the mail server refused the address).
 */
export const DELIVERY_FILTERS = ['scheduled', 'failed', 'bounced'] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];
export const DELIVERY_FILTER_LABELS: Record<DeliveryFilter, string> = {
  scheduled: 'Scheduled',
  failed: 'Failed',
  bounced: 'Bounced',
};

/** GET /api/admin/deliveries?state= */
export const deliveryListQuerySchema = z.strictObject({
  state: z.enum(DELIVERY_FILTERS, { error: 'state must be scheduled, failed or bounced' }).default('scheduled'),
});

export const giftDeliverySchema = z.object({
  id: z.string(),
  state: z.enum(['scheduled', 'sending', 'sent', 'failed', 'bounced', 'cancelled', 'skipped']),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  /** The card's last 4 characters: a code is bearer money and never listed whole. */
  cardLast4: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string(),
  buyerEmail: z.string().nullable(),
  /** When it is (or was) due, UTC ISO. */
  scheduledAt: z.string(),
  /** The zone the buyer chose the date in: the dashboard shows and takes times on its clock. */
  timeZone: z.string(),
  attempts: z.number(),
  /** The mail server's answer, for a failed or bounced one. */
  lastError: z.string().nullable(),
});
export type GiftDelivery = z.infer<typeof giftDeliverySchema>;

export const giftDeliveryListSchema = z.object({ deliveries: z.array(giftDeliverySchema) });
export type GiftDeliveryList = z.infer<typeof giftDeliveryListSchema>;

export const deliveryIdParamsSchema = z.object({ id: z.uuid('id must be a delivery id (uuid)') });

/** POST /api/admin/deliveries/{id}/reschedule: a date and time on the clock of `timeZone`. */
export const rescheduleDeliverySchema = z.strictObject({
  scheduledAt: z
    .string({ error: 'scheduledAt is required' })
    .regex(WALL_TIME_PATTERN, 'scheduledAt must be a date and time (YYYY-MM-DDTHH:mm)'),
  timeZone: z
    .string({ error: 'timeZone is required' })
    .min(1, 'timeZone is required')
    .max(100, 'timeZone is not a time zone')
    .refine(isValidTimeZone, 'timeZone is not a time zone'),
});
export type RescheduleDelivery = z.input<typeof rescheduleDeliverySchema>;

/** POST /api/admin/deliveries/{id}/recipient */
export const changeDeliveryRecipientSchema = z.strictObject({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(254, 'email must be at most 254 characters')
    .refine(isValidEmail, 'email must be a valid email address'),
});
export type ChangeDeliveryRecipient = z.input<typeof changeDeliveryRecipientSchema>;

export const DELIVERY_MESSAGES = {
  notFound: 'Delivery not found',
  inPast: 'scheduledAt must be in the future',
  notScheduled: 'Only a scheduled delivery can be cancelled',
  finished: 'This delivery has already been sent or cancelled',
  sending: 'This delivery is being sent right now; try again in a minute',
} as const;
