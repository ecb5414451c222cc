import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MinorUnits } from '@giftfront/domain/money';
import {
  adminProductListCodec,
  adminProductListSchema,
  adminProductSchema,
  type AdminProductList,
  type AdminProductListItem,
  type ProductBody,
  type ProductDuplicateBody,
  type ProductImagePatch,
  type ProductPatch,
} from '@giftfront/domain/admin/products';
import { apiGet, apiPatch, apiPost, apiPut, apiRequest, parsed } from '@/lib/api-client';

// A product's prices stay the API's decimals here: the form edits them as the body schema states them.
export const PRODUCTS_QUERY_KEY = ['products'] as const;
export const productQueryKey = (id: string) => ['products', id] as const;

const productsPath = '/api/admin/products';
const productPath = (id: string) => `${productsPath}/${encodeURIComponent(id)}`;

/**
 * A row of the list: its price range in minor units of the store's currency, null for a product
 * priced by the shopper, undefined while the currency is not known yet.
 */
export type ProductRow = Omit<AdminProductListItem, 'priceRange'> & {
  priceRange: { min: MinorUnits; max: MinorUnits } | null | undefined;
};

/** The list, kept in the cache as the API answered it (reordering edits that) and read in `currency`. */
export function useProducts(currency: string | null) {
  const inCurrency = useCallback(
    (list: AdminProductList): { products: ProductRow[] } =>
      currency
        ? z.decode(adminProductListCodec(currency), list)
        : {
            products: list.products.map((product) => ({
              ...product,
              priceRange: product.priceRange === null ? null : undefined,
            })),
          },
    [currency],
  );
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet(productsPath, signal).then(parsed(adminProductListSchema)),
    select: inCurrency,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiGet(productPath(id!), signal).then(parsed(adminProductSchema)),
    enabled: Boolean(id),
  });
}

/** Any change refreshes the list; a change that answers with the product puts it in the cache too. */
function useProductMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (output) => {
      if (output && typeof output === 'object' && 'id' in output && 'status' in output)
        queryClient.setQueryData(productQueryKey(String(output.id)), output);
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY, exact: true });
    },
  });
}

export const useCreateProduct = () =>
  useProductMutation((body: ProductBody) => apiPost(productsPath, body).then(parsed(adminProductSchema)));
export const useUpdateProduct = (id: string) =>
  useProductMutation((patch: ProductPatch) => apiPatch(productPath(id), patch).then(parsed(adminProductSchema)));
export const useDuplicateProduct = () =>
  useProductMutation(({ id, body = {} }: { id: string; body?: ProductDuplicateBody }) =>
    apiPost(`${productPath(id)}/duplicate`, body).then(parsed(adminProductSchema)),
  );
export const useArchiveProduct = () =>
  useProductMutation(({ id, archive }: { id: string; archive: boolean }) =>
    apiPost(`${productPath(id)}/${archive ? 'archive' : 'unarchive'}`).then(parsed(adminProductSchema)),
  );

export const useUpdateProductImage = (productId: string) =>
  useProductMutation(({ imageId, patch }: { imageId: string; patch: ProductImagePatch }) =>
    apiPatch(`${productPath(productId)}/images/${encodeURIComponent(imageId)}`, patch).then(parsed(adminProductSchema)),
  );
export const useDeleteProductImage = (productId: string) =>
  useProductMutation((imageId: string) =>
    apiRequest('DELETE', `${productPath(productId)}/images/${encodeURIComponent(imageId)}`).then(
      parsed(adminProductSchema),
    ),
  );

/** The new order shows at once; if the server refuses it, the list goes back to the server's. */
export function useReorderProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiPut(`${productsPath}/order`, { ids }).then(parsed(adminProductListSchema)),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: PRODUCTS_QUERY_KEY, exact: true });
      const before = queryClient.getQueryData<AdminProductList>(PRODUCTS_QUERY_KEY);
      if (before) {
        const byId = new Map(before.products.map((p) => [p.id, p]));
        queryClient.setQueryData<AdminProductList>(PRODUCTS_QUERY_KEY, {
          products: ids.flatMap((id) => byId.get(id) ?? []),
        });
      }
      return { before };
    },
    onError: (_error, _ids, context) => context?.before && queryClient.setQueryData(PRODUCTS_QUERY_KEY, context.before),
    onSuccess: (list) => queryClient.setQueryData(PRODUCTS_QUERY_KEY, list),
  });
}
