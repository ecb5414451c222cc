import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fulfilledOrderSchema,
  fulfilmentQueueSchema,
  type FulfilmentQueue,
  type MarkShipped,
} from '@giftfront/domain/admin/fulfilment';
import { apiGet, apiPost, parsed } from '@/lib/api-client';

const FULFILMENT_QUERY_KEY = ['fulfilment'] as const;

export function useFulfilmentQueue(status: FulfilmentQueue) {
  return useQuery({
    queryKey: [...FULFILMENT_QUERY_KEY, status],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/fulfilment?status=${status}`, signal).then(parsed(fulfilmentQueueSchema)),
  });
}

export function useMarkShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MarkShipped }) =>
      apiPost(`/api/admin/fulfilment/${id}/shipped`, body).then(parsed(fulfilledOrderSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FULFILMENT_QUERY_KEY }),
  });
}

export function useMarkCollected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost(`/api/admin/fulfilment/${id}/collected`).then(parsed(fulfilledOrderSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FULFILMENT_QUERY_KEY }),
  });
}

/** Files the browser downloads itself (the session cookie rides along): the queue's CSV, packing slips. */
export const queueCsvUrl = (status: FulfilmentQueue) => `/api/admin/fulfilment.csv?status=${status}`;
export const packingSlipsUrl = (orderIds: string[]) =>
  `/api/admin/fulfilment/packing-slips?orders=${orderIds.join(',')}`;
