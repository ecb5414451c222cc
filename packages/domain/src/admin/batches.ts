import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { MoneyPaths } from '../money-paths.ts';
import { formatMoney, type MinorUnits } from '../money.ts';

/**
 * Code batches (issue 31): an owner issues up to 10,000 money cards at once, for a company's
 * staff or for printed cards sold at the counter. A batch issued inactive holds card stock: no
 * amount until 'Activate card' at the counter gives a card the amount the customer paid.
 */
export const BATCH_MAX_QUANTITY = 10_000;
export const BATCH_LABEL_MAX_LENGTH = 80;
export const BATCH_PREFIX_MAX_LENGTH = 8;

const amountSchema = (what: string) =>
  z
    .number({ error: `Enter ${what}, such as 25.` })
    .positive(`Enter ${what}: more than 0.`)
    .max(1_000_000_000, `That is more than any card can hold; enter ${what}.`);

export const createBatchBodySchema = z
  .strictObject({
    label: z
      .string({ error: 'Give the batch a label, such as Staff Christmas 2026.' })
      .trim()
      .min(1, 'Give the batch a label, such as Staff Christmas 2026.')
      .max(BATCH_LABEL_MAX_LENGTH, `A batch label has at most ${BATCH_LABEL_MAX_LENGTH} characters.`),
    quantity: z
      .number({ error: 'Say how many cards to issue, from 1 to 10,000.' })
      .int('Say how many cards to issue as a whole number, from 1 to 10,000.')
      .min(1, 'Say how many cards to issue, from 1 to 10,000.')
      .max(BATCH_MAX_QUANTITY, 'A batch has at most 10,000 cards; issue another batch for more.'),
    amount: amountSchema('the value of each card').optional(),
    prefix: z
      .string({ error: 'A prefix is letters and digits.' })
      .trim()
      .max(BATCH_PREFIX_MAX_LENGTH, `A prefix has at most ${BATCH_PREFIX_MAX_LENGTH} letters and digits.`)
      .regex(/^[A-Za-z0-9]*$/, 'A prefix is letters and digits only, such as XMAS.')
      .transform((text) => text.toUpperCase() || undefined)
      .optional(),
    expiresOn: z.iso
      .date({ error: 'Give the expiry as a date, such as 2031-12-31.' })
      .nullish()
      .transform((day) => day ?? undefined),
    promotional: z.boolean({ error: 'Say whether the batch is promotional: yes or no.' }).default(false),
    inactive: z.boolean({ error: 'Say whether the cards start inactive: yes or no.' }).default(false),
  })
  .superRefine((body, ctx) => {
    if (body.inactive && body.amount !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          'Inactive card stock has no amount: each card gets the amount paid when it is activated at the counter.',
      });
    // A promotional batch's value is promotional credit (decision 0161); stock gets paid money at the till.
    if (body.inactive && body.promotional)
      ctx.addIssue({
        code: 'custom',
        path: ['promotional'],
        message:
          'Card stock is paid for when it is activated, so it cannot be promotional: give promotional cards their amount instead.',
      });
    if (!body.inactive && body.amount === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Give the amount each card holds, or issue the batch as inactive card stock.',
      });
  });
export type CreateBatchBody = z.input<typeof createBatchBodySchema>;
export const createBatchBodyCodec = perCurrency((currency) =>
  moneyCodec(createBatchBodySchema, { amount: 'money' }, currency),
);

export const batchSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  /** What each card was issued with; null for inactive card stock. */
  amount: z.number().nullable(),
  currency: z.string(),
  prefix: z.string().nullable(),
  expiresOn: z.string().nullable(),
  promotional: z.boolean(),
  inactive: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/** A batch's page: how its cards stand. */
export const batchDetailSchema = batchSummarySchema.extend({
  figures: z.object({
    issued: z.number().int(),
    /** Cards with money on them: every card of a batch issued with an amount, else those activated at the counter. */
    activated: z.number().int(),
    /** Cards whose money has all been spent. */
    spent: z.number().int(),
    voided: z.number().int(),
    /** Cards not yet activated or not yet used at all: what 'Void unused' would void. */
    unused: z.number().int(),
    /** Money still on the batch's usable cards. */
    outstanding: z.number(),
  }),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

const summaryMoney = { amount: 'money' } as const satisfies MoneyPaths<BatchSummary>;
export const batchSummaryCodec = perCurrency((currency) => moneyCodec(batchSummarySchema, summaryMoney, currency));
export const batchListCodec = perCurrency((currency) =>
  moneyCodec(z.object({ batches: z.array(batchSummarySchema) }), { batches: [summaryMoney] }, currency),
);
export const batchDetailCodec = perCurrency((currency) =>
  moneyCodec(batchDetailSchema, { ...summaryMoney, figures: { outstanding: 'money' } }, currency),
);
export const batchListSchema = z.object({ batches: z.array(batchSummarySchema) });
/** A batch inside the dashboard: its card value in minor units of the store's currency. */
export type BatchSummaryInside = z.output<ReturnType<typeof batchSummaryCodec>>;
/** A batch's page inside the dashboard: its value and outstanding balance in minor units. */
export type BatchDetailInside = z.output<ReturnType<typeof batchDetailCodec>>;

export const voidUnusedResultSchema = z.object({ voided: z.number().int() });

/** 'Activate card' at the counter (POST /api/admin/activations): the code on the printed card and the amount paid. */
export const activationBodySchema = z.strictObject({
  code: z
    .string({ error: 'Scan or type the code printed on the card.' })
    .trim()
    .min(1, 'Scan or type the code printed on the card.')
    .max(64, 'That is longer than any gift card code; check the code on the card.'),
  amount: amountSchema('the amount the customer paid'),
});
export type ActivationBody = z.input<typeof activationBodySchema>;
export const activationBodyCodec = perCurrency((currency) =>
  moneyCodec(activationBodySchema, { amount: 'money' }, currency),
);

export const activationResultSchema = z.object({
  card: z.object({
    id: z.string(),
    codeEnding: z.string(),
    balance: z.number(),
    currency: z.string(),
    expiresOn: z.string().nullable(),
  }),
  batchLabel: z.string(),
});
export type ActivationResult = z.infer<typeof activationResultSchema>;
export const activationResultCodec = perCurrency((currency) =>
  moneyCodec(activationResultSchema, { card: { balance: 'money' } }, currency),
);
/** An activation inside the dashboard: the card's balance in minor units. */
export type ActivationResultInside = z.output<ReturnType<typeof activationResultCodec>>;

export const BATCH_MESSAGES = {
  notFound: 'There is no batch with that id in this store.',
  codeNotFound: 'No card with that code was found in this store. Check the code on the card.',
  notCardStock: 'This card was not printed as card stock to activate; it already holds its value.',
  alreadyActivated: 'This card has already been activated. Check its balance under Gift cards.',
  voided: 'This card was voided and cannot be activated.',
  overMaximum: (maxMinor: MinorUnits, currency: string) =>
    `A card can hold at most ${formatMoney(maxMinor, currency)} in this store.`,
  notYetActivated:
    'This gift card has not been activated yet: it holds money once it is sold and activated at the counter.',
} as const;

/** The dormancy report's default: cards with money and no activity for this many years. */
export const DORMANCY_DEFAULT_YEARS = 3;
