import { z } from 'zod';
import { EVENT_TYPES } from '../events.ts';

export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  urlRequired: 'Enter the URL the events are sent to',
  urlInvalid: 'Enter a full URL, such as https://example.com/giftfront-events',
  urlTooLong: `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  httpsOnly: 'The URL must start with https://',
  privateAddress: 'The URL must point to a public address on the internet, not a private or local one',
  credentialsInUrl: 'Put no user name or password in the URL',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Choose events from the list',
  disabled: 'The endpoint is switched off; switch it on to send to it',
} as const;

const eventTypeSchema = z.enum(EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventUnknown });

const urlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, WEBHOOK_MESSAGES.credentialsInUrl);

const eventsSchema = z
  .array(eventTypeSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)]);

/** POST /api/admin/webhooks. */
export const createWebhookSchema = z.strictObject({
  url: urlSchema,
  events: eventsSchema,
  enabled: z.boolean({ error: 'enabled is true or false' }).optional(),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

/** PATCH /api/admin/webhooks/{id}: the event types, on/off. */
export const updateWebhookSchema = z.strictObject({
  events: eventsSchema.optional(),
  enabled: z.boolean({ error: 'enabled is true or false' }).optional(),
});
export type UpdateWebhook = z.input<typeof updateWebhookSchema>;

/** An endpoint as listed: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it is off when the server switched it off (3 days of failures), else null. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the secret replaced by the last rotation still signs too, or null. */
  previousSecretExpiresAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One delivery of one event to one endpoint, with its last attempt. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The HTTP status of the last answer, or null when there was none (timeout, refused). */
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  /** The first 1 KB of the last answer, or why there was none. */
  response: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookIdParamsSchema = z.object({ id: z.uuid('id must be a webhook endpoint id (uuid)') });
export const webhookDeliveryIdParamsSchema = z.object({ id: z.uuid('id must be a webhook delivery id (uuid)') });
