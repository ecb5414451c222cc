import { z } from 'zod';
import { BONUS_VALID_MONTHS_DEFAULT } from '@giftfront/domain/bonus-credit';
import { createBonusRuleBodySchema, type CreateBonusRuleBody } from '@giftfront/domain/admin/bonus-rules';

/**
 * The bonus rule dialog's fields as the inputs hold them (text), turned into the API's body and
 * checked with the domain's schema, so the form names the same problems the server would.
 */
const decimal = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, message);

export const bonusRuleFormSchema = z
  .object({
    name: z.string(),
    minimumOrder: decimal('Enter the least gift card total, such as 100 or 49.50.'),
    bonusType: z.enum(['amount', 'percent']),
    bonusValue: decimal('Enter the bonus, such as 20 or 12.50.'),
    startsOn: z.string().min(1, 'Choose the first day.'),
    endsOn: z.string().min(1, 'Choose the last day.'),
    validMonths: z.string().trim().regex(/^\d+$/, 'Enter a whole number of months.'),
  })
  .transform((form): CreateBonusRuleBody => ({
    name: form.name,
    minimumOrder: Number(form.minimumOrder),
    bonusType: form.bonusType,
    bonusValue: Number(form.bonusValue),
    startsOn: form.startsOn,
    endsOn: form.endsOn,
    validMonths: Number(form.validMonths),
  }))
  .pipe(createBonusRuleBodySchema);
export type BonusRuleFormValues = z.input<typeof bonusRuleFormSchema>;

export const emptyBonusRule = (today: string): BonusRuleFormValues => ({
  name: '',
  minimumOrder: '',
  bonusType: 'amount',
  bonusValue: '',
  startsOn: today,
  endsOn: '',
  validMonths: String(BONUS_VALID_MONTHS_DEFAULT),
});
