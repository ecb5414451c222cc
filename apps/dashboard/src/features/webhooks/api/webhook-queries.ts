import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  CreateWebhook,
  UpdateWebhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookList,
} from '@giftfront/domain/admin/webhooks';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
const deliveriesKey = (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<WebhookList>('/api/admin/webhooks', signal),
  });
}

/** The delivery log, asked again every few seconds while something in it is still pending. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) => apiGet<WebhookDeliveryList>(`/api/admin/webhooks/${endpointId}/deliveries`, signal),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 1500 : false,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhook) => apiPost<CreatedWebhook>('/api/admin/webhooks', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateWebhook }) =>
      apiPatch<WebhookEndpoint>(`/api/admin/webhooks/${id}`, change),
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
    mutationFn: (id: string) => apiPost<CreatedWebhook>(`/api/admin/webhooks/${id}/rotate-secret`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useSendTestEvent(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<WebhookDelivery>(`/api/admin/webhooks/${endpointId}/test`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}

export function useRetryDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiPost<WebhookDelivery>(`/api/admin/webhook-deliveries/${deliveryId}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
