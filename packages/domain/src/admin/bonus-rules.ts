import { z } from 'zod';
import { BONUS_VALID_MONTHS_DEFAULT, BONUS_VALID_MONTHS_MAX } from '../bonus-credit.ts';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { MoneyPaths } from '../money-paths.ts';

/**
 * Bonus credit rules as owners edit them on the dashboard's Promotions page (issue 31, decision
 * 0145). Money is decimal in the store's currency at this edge; the server keeps minor units.
 */
export const BONUS_TYPES = ['amount', 'percent'] as const;
export const BONUS_RULE_NAME_MAX = 80;

const day = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${what} as a date.`);

const bonusRuleFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Give the promotion a name.')
    .max(BONUS_RULE_NAME_MAX, `Keep the name to ${BONUS_RULE_NAME_MAX} characters or fewer.`),
  minimumOrder: z
    .number({ error: 'Enter the least gift card total as an amount.' })
    .positive('The least gift card total must be more than 0.'),
  bonusType: z.enum(BONUS_TYPES, { error: 'Choose a fixed amount or a percentage.' }),
  /** The amount (decimal) or the whole percentage. */
  bonusValue: z.number({ error: 'Enter the bonus as a number.' }).positive('The bonus must be more than 0.'),
  startsOn: day('first day'),
  endsOn: day('last day'),
  validMonths: z
    .number({ error: 'Enter how many months the bonus can be spent.' })
    .int('Enter a whole number of months.')
    .min(1, 'The bonus must stay spendable for at least 1 month.')
    .max(BONUS_VALID_MONTHS_MAX, `The bonus can stay spendable for at most ${BONUS_VALID_MONTHS_MAX} months.`),
  active: z.boolean(),
};

export interface BonusRuleInput {
  bonusType?: string;
  bonusValue?: number;
  startsOn?: string;
  endsOn?: string;
}

/** The rules that tie fields together; the server checks them again on an edit merged with the stored rule. */
export function bonusRuleIssues(rule: BonusRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (rule.bonusType === 'percent' && typeof rule.bonusValue === 'number') {
    if (!Number.isInteger(rule.bonusValue))
      issues.push({ path: 'bonusValue', message: 'Enter the percentage as a whole number.' });
    else if (rule.bonusValue > 100) issues.push({ path: 'bonusValue', message: 'A percentage cannot be over 100.' });
  }
  if (rule.startsOn && rule.endsOn && rule.endsOn < rule.startsOn)
    issues.push({ path: 'endsOn', message: 'The last day cannot be before the first day.' });
  return issues;
}

const withRules = <T extends BonusRuleInput>(value: T, ctx: z.RefinementCtx) => {
  for (const issue of bonusRuleIssues(value))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** POST /api/admin/bonus-rules */
export const createBonusRuleBodySchema = z
  .strictObject({
    ...bonusRuleFields,
    validMonths: bonusRuleFields.validMonths.default(BONUS_VALID_MONTHS_DEFAULT),
    active: bonusRuleFields.active.default(true),
  })
  .superRefine(withRules);
export type CreateBonusRuleBody = z.input<typeof createBonusRuleBodySchema>;

/** PATCH /api/admin/bonus-rules/{id}: the fields to change. */
export const updateBonusRuleBodySchema = z
  .strictObject(bonusRuleFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Name at least one thing to change.')
  .superRefine(withRules);
export type UpdateBonusRuleBody = z.input<typeof updateBonusRuleBodySchema>;

export const adminBonusRuleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  minimumOrder: z.number(),
  bonusType: z.enum(BONUS_TYPES),
  bonusValue: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  validMonths: z.number().int(),
  active: z.boolean(),
  /** Bonus credit this rule has given so far, decimal. */
  granted: z.number(),
  createdAt: z.string(),
});
export type AdminBonusRule = z.infer<typeof adminBonusRuleSchema>;

export const bonusRuleListSchema = z.object({ currency: z.string(), bonusRules: z.array(adminBonusRuleSchema) });
export type BonusRuleList = z.infer<typeof bonusRuleListSchema>;

const adminBonusRuleMoney = { minimumOrder: 'money', granted: 'money' } as const satisfies MoneyPaths<AdminBonusRule>;
/**
 * The list as the dashboard works with it: the least order and the bonus granted in minor units of
 * `currency`. `bonusValue` is money or a percentage by `bonusType`, so it is left as it came.
 */
export const bonusRuleListCodec = perCurrency((currency) =>
  moneyCodec(bonusRuleListSchema, { bonusRules: [adminBonusRuleMoney] }, currency),
);
export type AdminBonusRuleInside = z.output<ReturnType<typeof bonusRuleListCodec>>['bonusRules'][number];

/** GET /api/Promotions/BonusRules: the rules live today, as the storefront's cart shows their bonus. */
export const publicBonusRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  minimumOrder: z.number(),
  bonusType: z.enum(BONUS_TYPES),
  /** The bonus: money (decimal) for 'amount', the whole percentage for 'percent'. */
  amount: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  validMonths: z.number().int(),
});
export const publicBonusRulesSchema = z.object({ currency: z.string(), bonusRules: z.array(publicBonusRuleSchema) });
export type PublicBonusRules = z.infer<typeof publicBonusRulesSchema>;
