import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductList,
  ProductBody,
  ProductDuplicateBody,
  ProductImagePatch,
  ProductPatch,
} from '@giftfront/domain/admin/products';
import { apiGet, apiPatch, apiPost, apiPut, apiRequest } from '@/lib/api-client';

// Prices stay the API's decimals here: the form edits them as the body schema states them.
export const PRODUCTS_QUERY_KEY = ['products'] as const;
export const productQueryKey = (id: string) => ['products', id] as const;

const productsPath = '/api/admin/products';
const productPath = (id: string) => `${productsPath}/${encodeURIComponent(id)}`;

export function useProducts() {
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<AdminProductList>(productsPath, signal),
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiGet<AdminProduct>(productPath(id!), signal),
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
  useProductMutation((body: ProductBody) => apiPost<AdminProduct>(productsPath, body));
export const useUpdateProduct = (id: string) =>
  useProductMutation((patch: ProductPatch) => apiPatch<AdminProduct>(productPath(id), patch));
export const useDuplicateProduct = () =>
  useProductMutation(({ id, body = {} }: { id: string; body?: ProductDuplicateBody }) =>
    apiPost<AdminProduct>(`${productPath(id)}/duplicate`, body),
  );
export const useArchiveProduct = () =>
  useProductMutation(({ id, archive }: { id: string; archive: boolean }) =>
    apiPost<AdminProduct>(`${productPath(id)}/${archive ? 'archive' : 'unarchive'}`),
  );

export const useUpdateProductImage = (productId: string) =>
  useProductMutation(({ imageId, patch }: { imageId: string; patch: ProductImagePatch }) =>
    apiPatch<AdminProduct>(`${productPath(productId)}/images/${encodeURIComponent(imageId)}`, patch),
  );
export const useDeleteProductImage = (productId: string) =>
  useProductMutation((imageId: string) =>
    apiRequest<AdminProduct>('DELETE', `${productPath(productId)}/images/${encodeURIComponent(imageId)}`),
  );

/** The new order shows at once; if the server refuses it, the list goes back to the server's. */
export function useReorderProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiPut<AdminProductList>(`${productsPath}/order`, { ids }),
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
