import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDiscountCodeSchema,
  discountCodeListCodec,
  generatedDiscountCodesSchema,
  type AdminDiscountCodeInside,
  type CreateDiscountCodeBody,
  type GenerateDiscountCodesBody,
  type UpdateDiscountCodeBody,
} from '@giftfront/domain/admin/discount-codes';
import { adminProductListSchema } from '@giftfront/domain/admin/products';
import { isPercentType, minorUnits, type MinorUnits } from '@giftfront/domain/money';
import { apiGet, apiPatch, apiPost, parsed, parsedInCurrency } from '@/lib/api-client';

export const DISCOUNT_CODES_QUERY_KEY = ['discount-codes'] as const;
const URL = '/api/admin/discount-codes';

/** A code inside the dashboard: its discount either a percentage or an amount in minor units, never a bare number. */
export type DiscountCode = Omit<AdminDiscountCodeInside, 'amount'> &
  ({ percentOff: number; amountOff: null } | { percentOff: null; amountOff: MinorUnits });

// The codec has made a fixed amount minor units already; only its type says which the number is.
const withDiscount = ({ amount, ...code }: AdminDiscountCodeInside): DiscountCode =>
  isPercentType(code.discountType)
    ? { ...code, percentOff: amount, amountOff: null }
    : { ...code, percentOff: null, amountOff: minorUnits(amount) };

/** The store's codes, fixed amounts in minor units of the currency the answer names. */
export function useDiscountCodes() {
  return useQuery({
    queryKey: DISCOUNT_CODES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const list = await apiGet(URL, signal).then(parsedInCurrency(discountCodeListCodec, 'currency'));
      return { currency: list.currency, discountCodes: list.discountCodes.map(withDiscount) };
    },
  });
}

/** The store's products a code may be limited to (the product list's own query and cache). */
export function useProductChoices() {
  return useQuery({
    queryKey: ['products'],
    queryFn: ({ signal }) => apiGet('/api/admin/products', signal).then(parsed(adminProductListSchema)),
    select: (list) => list.products.map(({ id, name, status }) => ({ id, name, status })),
  });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateDiscountCodeBody | UpdateDiscountCodeBody }) =>
      (id ? apiPatch(`${URL}/${id}`, body) : apiPost(URL, body)).then(parsed(adminDiscountCodeSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_QUERY_KEY }),
  });
}

export function useGenerateDiscountCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateDiscountCodesBody) =>
      apiPost(`${URL}/batch`, body).then(parsed(generatedDiscountCodesSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_QUERY_KEY }),
  });
}

/** The batch's CSV: a plain link, the session cookie rides along. */
export const batchCsvUrl = (batch: string) => `${URL}/batch.csv?batch=${encodeURIComponent(batch)}`;
