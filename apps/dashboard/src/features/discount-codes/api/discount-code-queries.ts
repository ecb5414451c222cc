import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discountCodeListCodec,
  type CreateDiscountCodeBody,
  type GenerateDiscountCodesBody,
  type GeneratedDiscountCodes,
  type UpdateDiscountCodeBody,
} from '@giftfront/domain/admin/discount-codes';
import { decodeInNamedCurrency } from '@giftfront/domain/money-codec';
import { apiGet, apiPatch, apiPost } from '@/lib/api-client';

export const DISCOUNT_CODES_QUERY_KEY = ['discount-codes'] as const;
const URL = '/api/admin/discount-codes';

/** The store's codes, fixed amounts in minor units of the currency the answer names. */
export function useDiscountCodes() {
  return useQuery({
    queryKey: DISCOUNT_CODES_QUERY_KEY,
    queryFn: async ({ signal }) =>
      decodeInNamedCurrency(discountCodeListCodec, await apiGet<unknown>(URL, signal), 'currency'),
  });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateDiscountCodeBody | UpdateDiscountCodeBody }) =>
      id ? apiPatch<unknown>(`${URL}/${id}`, body) : apiPost<unknown>(URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_QUERY_KEY }),
  });
}

export function useGenerateDiscountCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateDiscountCodesBody) => apiPost<GeneratedDiscountCodes>(`${URL}/batch`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_QUERY_KEY }),
  });
}

/** The batch's CSV: a plain link, the session cookie rides along. */
export const batchCsvUrl = (batch: string) => `${URL}/batch.csv?batch=${encodeURIComponent(batch)}`;
