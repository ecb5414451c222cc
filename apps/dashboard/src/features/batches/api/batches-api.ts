import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchDetailCodec,
  batchListCodec,
  batchSummaryCodec,
  voidUnusedResultSchema,
  type CreateBatchBody,
} from '@giftfront/domain/admin/batches';
import { apiGet, apiPost, parsed } from '@/lib/api-client';

export const batchesKey = ['batches'] as const;
export const batchKey = (id: string) => ['batches', id] as const;

/** The store's batches, amounts in minor units of the store's currency. */
export function useBatches(currency: string) {
  return useQuery({
    queryKey: batchesKey,
    queryFn: ({ signal }) => apiGet('/api/admin/batches', signal).then(parsed(batchListCodec(currency))),
  });
}

export function useBatch(id: string, currency: string) {
  return useQuery({
    queryKey: batchKey(id),
    queryFn: ({ signal }) => apiGet(`/api/admin/batches/${id}`, signal).then(parsed(batchDetailCodec(currency))),
  });
}

/** Issues a batch: the form's body as the API takes it (the amount a decimal, as typed). */
export function useIssueBatch(currency: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBatchBody) =>
      apiPost('/api/admin/batches', body).then(parsed(batchSummaryCodec(currency))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}

export function useVoidUnused(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/admin/batches/${id}/void-unused`).then(parsed(voidUnusedResultSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}
