import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBonusRuleSchema,
  bonusRuleListSchema,
  type CreateBonusRuleBody,
  type UpdateBonusRuleBody,
} from '@giftfront/domain/admin/bonus-rules';
import { apiGet, apiPatch, apiPost, parsed } from '@/lib/api-client';

export const BONUS_RULES_QUERY_KEY = ['bonus-rules'] as const;
const URL = '/api/admin/bonus-rules';

/** The store's bonus credit rules; amounts are the API's decimals in the currency the answer names. */
export function useBonusRules() {
  return useQuery({
    queryKey: BONUS_RULES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet(URL, signal).then(parsed(bonusRuleListSchema)),
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
