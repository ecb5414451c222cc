import { apiPaths } from '@giftfront/domain/api-paths';
import { publicBonusRulesSchema } from '@giftfront/domain/admin/bonus-rules';
import { currencyAt, publicBonusRulesMoney } from '@giftfront/domain/money-paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/Promotions/BonusRules: the rules live today, amounts in minor units of the currency named. */
export const fetchBonusRules = (signal?: AbortSignal) =>
  apiGet(apiPaths.bonusRules, {
    signal,
    answerMoney: { paths: publicBonusRulesMoney, currency: currencyAt('currency') },
    read: (answer) => publicBonusRulesSchema.parse(answer),
  });
