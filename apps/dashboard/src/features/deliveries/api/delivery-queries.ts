import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeDeliveryRecipient, DeliveryFilter, RescheduleDelivery } from '@giftfront/domain/admin/deliveries';
import { giftDeliveryListSchema, giftDeliverySchema } from '@giftfront/domain/admin/deliveries';
import { apiGet, apiPost, parsed } from '@/lib/api-client';

const DELIVERIES_QUERY_KEY = ['deliveries'] as const;

export function useGiftDeliveries(state: DeliveryFilter) {
  return useQuery({
    queryKey: [...DELIVERIES_QUERY_KEY, state],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/deliveries?state=${state}`, signal).then(parsed(giftDeliveryListSchema)),
  });
}

export type DeliveryAction =
  | { kind: 'send-now' }
  | { kind: 'cancel' }
  | { kind: 'reschedule'; body: RescheduleDelivery }
  | { kind: 'recipient'; body: ChangeDeliveryRecipient };

/** Any of a delivery's actions; every list is fetched again after it, since a delivery may move between them. */
export function useDeliveryAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: DeliveryAction }) =>
      apiPost(`/api/admin/deliveries/${id}/${action.kind}`, 'body' in action ? action.body : undefined).then(
        parsed(giftDeliverySchema),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_QUERY_KEY }),
  });
}
