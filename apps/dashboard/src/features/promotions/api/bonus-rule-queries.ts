import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBonusRuleSchema,
  bonusRuleListCodec,
  type AdminBonusRuleInside,
  type CreateBonusRuleBody,
  type UpdateBonusRuleBody,
} from '@giftfront/domain/admin/bonus-rules';
import { toMinor, type MinorUnits } from '@giftfront/domain/money';
import { apiGet, apiPatch, apiPost, parsed, parsedInCurrency } from '@/lib/api-client';

export const BONUS_RULES_QUERY_KEY = ['bonus-rules'] as const;
const URL = '/api/admin/bonus-rules';

/** A rule inside the dashboard: its money in minor units, its bonus an amount in minor units or a whole percentage. */
export type BonusRule = Omit<AdminBonusRuleInside, 'bonusType' | 'bonusValue'> &
  ({ bonusType: 'amount'; bonusValue: MinorUnits } | { bonusType: 'percent'; bonusValue: number });

const withBonus = (rule: AdminBonusRuleInside, currency: string): BonusRule =>
  rule.bonusType === 'amount'
    ? { ...rule, bonusType: 'amount', bonusValue: toMinor(rule.bonusValue, currency) }
    : { ...rule, bonusType: 'percent' };

/** The store's bonus credit rules, in minor units of the currency the answer names. */
export function useBonusRules() {
  return useQuery({
    queryKey: BONUS_RULES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const list = await apiGet(URL, signal).then(parsedInCurrency(bonusRuleListCodec, 'currency'));
      return { currency: list.currency, bonusRules: list.bonusRules.map((rule) => withBonus(rule, list.currency)) };
    },
  });
}

export function useSaveBonusRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateBonusRuleBody | UpdateBonusRuleBody }) =>
      (id ? apiPatch(`${URL}/${id}`, body) : apiPost(URL, body)).then(parsed(adminBonusRuleSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUS_RULES_QUERY_KEY }),
  });
}
