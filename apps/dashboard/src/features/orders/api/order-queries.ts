import { decodeMoney } from '@giftfront/domain/money-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { orderDetailCodec, type ClearReview } from '@giftfront/domain/admin/order-detail';
import {
  buyerCardsSchema,
  refundRequestCodec,
  refundResultCodec,
  type RefundRequestInside as RefundRequest,
} from '@giftfront/domain/admin/order-refunds';
import { orderListItemCodec, orderPageSchema, type OrderStatusFilter } from '@giftfront/domain/admin/orders';
import { apiGet, apiPost, parsed, parsedInCurrency } from '@/lib/api-client';

export interface OrderSearch {
  query: string;
  status: OrderStatusFilter | '';
  from: string;
  to: string;
  page: number;
}

/** The list's address and the API's query are the same words: `?query=&status=&from=&to=&page=`. */
export function toSearchParams({ query, status, from, to, page }: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim()) params.set('query', query.trim());
  if (status) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** One page of orders, amounts in minor units; the previous page stays on screen while the next loads. */
export function useOrderPage(search: OrderSearch) {
  return useQuery({
    queryKey: ['orders', search],
    queryFn: async ({ signal }) => {
      const query = toSearchParams(search).toString();
      const page = await apiGet(`/api/admin/orders${query ? `?${query}` : ''}`, signal).then(parsed(orderPageSchema));
      // Each order is checked already; its codec only converts its total in its own currency.
      return { ...page, orders: page.orders.map((order) => z.decode(orderListItemCodec(order.currency), order)) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/orders/${encodeURIComponent(id)}`, signal).then(
        parsedInCurrency(orderDetailCodec, 'currency'),
      ),
  });
}

/** An owner's refund: minor units in, the API's decimals out. */
export function useRefundOrder(order: { id: string; currency: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: RefundRequest) => {
      const body = z.encode(refundRequestCodec(order.currency), request);
      return apiPost(`/api/admin/orders/${order.id}/refunds`, body).then(parsed(refundResultCodec(order.currency)));
    },
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ['order', order.id] })
        .then(() => client.invalidateQueries({ queryKey: ['orders'] })),
  });
}

/** One of the buyer's cards to load, or null for a new card; the key is one per refund meant (a retry sends it again). */
export interface StoreCreditChoice {
  giftCardId: string | null;
  idempotencyKey: string;
}

/** An owner's refund as store credit (issue 31): a new card for the buyer, or one of theirs loaded. */
export function useStoreCreditRefund(order: { id: string; currency: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, credit }: { request: RefundRequest; credit: StoreCreditChoice }) => {
      const body = { ...z.encode(refundRequestCodec(order.currency), request), giftCardId: credit.giftCardId };
      return apiPost(`/api/admin/orders/${order.id}/store-credit-refunds`, body, {
        'Idempotency-Key': credit.idempotencyKey,
      }).then(parsed(refundResultCodec(order.currency)));
    },
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ['order', order.id] })
        .then(() => client.invalidateQueries({ queryKey: ['orders'] })),
  });
}

/** The buyer's active money cards a store credit may load; balances read as minor units of the answer's currency. */
export function useBuyerCards(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['order', orderId, 'buyer-cards'],
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await apiGet(`/api/admin/orders/${orderId}/buyer-cards`, signal).then(parsed(buyerCardsSchema));
      return decodeMoney(answer, { cards: [{ balance: 'money' }] }, answer.currency);
    },
  });
}

export function useClearReview(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClearReview) => apiPost(`/api/admin/orders/${orderId}/review`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['order', orderId] }),
  });
}
