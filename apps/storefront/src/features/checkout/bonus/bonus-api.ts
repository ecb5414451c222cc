import { apiPaths } from '@giftfront/domain/api-paths';
import type { PublicBonusRules } from '@giftfront/domain/admin/bonus-rules';
import { currencyAt, publicBonusRulesMoney } from '@giftfront/domain/money-paths';
import { apiGet, readLoaded } from '@/lib/api-client';

/** GET /api/Promotions/BonusRules: the rules live today, amounts in minor units of the currency named. */
export const fetchBonusRules = (signal?: AbortSignal): Promise<PublicBonusRules> =>
  // The rules' shape (with the dashboard's) comes with the call, not with the checkout's first load.
  readLoaded(
    apiGet<unknown>(apiPaths.bonusRules, {
      signal,
      answerMoney: { paths: publicBonusRulesMoney, currency: currencyAt('currency') },
    }),
    import('@giftfront/domain/admin/bonus-rules'),
    ({ publicBonusRulesSchema }) =>
      (answer) =>
        publicBonusRulesSchema.parse(answer),
  );
