import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import { CARD_STATUSES, GIFT_CARD_KINDS } from '../gift-card-status.ts';
import { EVENT_TYPES } from '../events.ts';
import { dayFieldSchema } from './day-field.ts';
import { REASON_MAX_LENGTH, reasonSchema, redeemAmountSchema } from './gift-card-actions.ts';
import { REFERENCE_MAX_LENGTH } from './pos-api.ts';

/**
 * The integrator API (/api/v1, Authorization: Bearer <key> with scopes; docs/integrations.md,
 * decision 0090). Amounts are decimals of the card's currency on the wire, minor units inside.
 */

export const INTEGRATOR_PAGE_SIZE = 25;
export const INTEGRATOR_PAGE_MAX = 100;
export const HOLD_MINUTES = 15;
export const RECIPIENT_NAME_MAX_LENGTH = 100;

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((text) => text || undefined)
    .optional();

export const cardIdParamsSchema = z.object({ id: z.uuid('id must be a gift card id (uuid)') });
export const holdIdParamsSchema = z.object({ id: z.uuid('id must be a hold id (uuid)') });

/** A card as the integrator API shows it; `code` only in the answer that created it. */
export const integratorCardSchema = z.object({
  id: z.string(),
  codeEnding: z.string(),
  balance: z.number(),
  initialAmount: z.number(),
  currency: z.string(),
  status: z.enum(CARD_STATUSES),
  kind: z.enum(GIFT_CARD_KINDS),
  expiresOn: z.string().nullable(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type IntegratorCard = z.infer<typeof integratorCardSchema>;
export const createdCardSchema = integratorCardSchema.extend({ code: z.string() });

/** POST /api/v1/gift-cards */
export const createCardBodySchema = z.strictObject({
  amount: redeemAmountSchema,
  currency: z
    .string({ error: 'currency must be a three-letter code such as EUR' })
    .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code such as EUR')
    .transform((code) => code.toUpperCase())
    .optional(),
  recipientName: optionalText('recipientName', RECIPIENT_NAME_MAX_LENGTH),
  recipientEmail: z.email('recipientEmail must be an email address').max(254).optional(),
  /** With recipientEmail: email the card to the recipient now (the default), or false to only record the address. */
  sendEmail: z.boolean('sendEmail must be true or false').optional(),
  expiresOn: dayFieldSchema('expiresOn', {
    invalid: 'expiresOn must be a date, such as 2027-12-31.',
    tooEarly: 'expiresOn must be a date from 1970 on, such as 2027-12-31.',
  }).optional(),
  reference: optionalText('reference', REFERENCE_MAX_LENGTH),
});
export type CreateCardBody = z.input<typeof createCardBodySchema>;

/** GET /api/v1/gift-cards?limit=&cursor= */
export const cardListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${INTEGRATOR_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${INTEGRATOR_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${INTEGRATOR_PAGE_MAX}`)
    .max(INTEGRATOR_PAGE_MAX, `limit must be a whole number from 1 to ${INTEGRATOR_PAGE_MAX}`)
    .default(INTEGRATOR_PAGE_SIZE),
  cursor: z.string().max(200, 'cursor is not one this API gave').optional(),
});
export const cardPageSchema = z.object({ cards: z.array(integratorCardSchema), nextCursor: z.string().nullable() });

/** POST /api/v1/gift-cards/{id}/loads */
export const loadBodySchema = z.strictObject({ amount: redeemAmountSchema });

/** POST /api/v1/gift-cards/{id}/void: the reason is kept; the body may be left out. */
export const integratorVoidBodySchema = z.strictObject({ reason: optionalText('reason', REASON_MAX_LENGTH) }).nullish();

/** An event as the activity list and the stream show it: the webhook's own payload (docs/webhooks.md). */
export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  created: z.number(),
  store: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.object({ activities: z.array(activitySchema) });

/** GET /api/v1/activities?after=<event id>&limit= */
export const activityStreamQuerySchema = z.strictObject({
  after: z.uuid('after must be the id of an event this API gave').optional(),
  limit: cardListQuerySchema.shape.limit,
});
export const activityStreamSchema = z.object({
  activities: z.array(activitySchema),
  /** The id to ask `after` next time: the last one given, or the one asked when nothing is new. */
  lastId: z.string().nullable(),
});

/** POST /api/v1/gift-cards/{code}/holds */
export const holdBodySchema = z.strictObject({ amount: redeemAmountSchema });
/** POST /api/v1/holds/{id}/capture: all of the hold when amount is left out; the rest goes back to the card. */
export const captureBodySchema = z.strictObject({ amount: redeemAmountSchema.optional() }).nullish();

export const HOLD_STATUSES = ['held', 'captured', 'released'] as const;
export const holdSchema = z.object({
  id: z.string(),
  giftCardId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(HOLD_STATUSES),
  expiresAt: z.string(),
  /** The card's balance after this answer. */
  balance: z.number(),
});
export type Hold = z.infer<typeof holdSchema>;

export const integratorCardCodec = perCurrency((currency) =>
  moneyCodec(integratorCardSchema, { balance: 'money', initialAmount: 'money' }, currency),
);
export const createdCardCodec = perCurrency((currency) =>
  moneyCodec(createdCardSchema, { balance: 'money', initialAmount: 'money' }, currency),
);
export const holdCodec = perCurrency((currency) =>
  moneyCodec(holdSchema, { amount: 'money', balance: 'money' }, currency),
);
export const createCardBodyCodec = perCurrency((currency) =>
  moneyCodec(createCardBodySchema, { amount: 'money' }, currency),
);
export const loadBodyCodec = perCurrency((currency) => moneyCodec(loadBodySchema, { amount: 'money' }, currency));
export const holdBodyCodec = perCurrency((currency) => moneyCodec(holdBodySchema, { amount: 'money' }, currency));

export const INTEGRATOR_MESSAGES = {
  currency: (storeCurrency: string) =>
    `This store issues cards in ${storeCurrency} only: leave currency out or send ${storeCurrency}.`,
  expiresInPast: 'expiresOn must be today or later.',
  badCursor: 'cursor is not one this API gave: start again without it.',
  unknownEvent: 'after is not the id of an event of this store: start again without it.',
  holdNotFound: 'Hold not found',
  holdNotOpen: (status: string) => `This hold is ${status}: it can no longer be captured or released.`,
  captureOverHold: 'amount is more than the hold: capture at most what was held.',
  voucherHold: 'This is a voucher: it is redeemed whole, not held by amount.',
  voucherLoad: 'This is a voucher: its value cannot be loaded.',
  loadNotActive: (status: string) => `This gift card is ${status.toLowerCase()}: it cannot be loaded.`,
  idempotencyBodyChanged:
    'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being answered. Try again in a moment.',
} as const;
export { reasonSchema };
