import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhook, UpdateWebhook } from '@giftfront/domain/admin/webhooks';
import {
  createdWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookListSchema,
} from '@giftfront/domain/admin/webhooks';
import { apiDelete, apiGet, apiPatch, apiPost, parsed } from '@/lib/api-client';

export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
const deliveriesKey = (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/webhooks', signal).then(parsed(webhookListSchema)),
  });
}

/** The delivery log, asked again every few seconds while something in it is still pending. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/webhooks/${endpointId}/deliveries`, signal).then(parsed(webhookDeliveryListSchema)),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 1500 : false,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhook) => apiPost('/api/admin/webhooks', input).then(parsed(createdWebhookSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateWebhook }) =>
      apiPatch(`/api/admin/webhooks/${id}`, change).then(parsed(webhookEndpointSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/webhooks/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost(`/api/admin/webhooks/${id}/rotate-secret`).then(parsed(createdWebhookSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useSendTestEvent(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/admin/webhooks/${endpointId}/test`).then(parsed(webhookDeliverySchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}

export function useRetryDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiPost(`/api/admin/webhook-deliveries/${deliveryId}/retry`).then(parsed(webhookDeliverySchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
