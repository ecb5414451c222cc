import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { orderDetailCodec, type ClearReview, type OrderDetail } from '@giftfront/domain/admin/order-detail';
import { refundRequestCodec, refundResultCodec, type RefundRequest } from '@giftfront/domain/admin/order-refunds';
import { orderListItemCodec, type OrderPage, type OrderStatusFilter } from '@giftfront/domain/admin/orders';
import { apiGet, apiPost } from '@/lib/api-client';

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
      const page = await apiGet<OrderPage>(`/api/admin/orders${query ? `?${query}` : ''}`, signal);
      return { ...page, orders: page.orders.map((order) => z.decode(orderListItemCodec(order.currency), order)) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: ['order', id],
    queryFn: async ({ signal }) => {
      const order = await apiGet<OrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, signal);
      return z.decode(orderDetailCodec(order.currency), order);
    },
  });
}

/** An owner's refund: minor units in, the API's decimals out. */
export function useRefundOrder(order: { id: string; currency: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: RefundRequest) => {
      const body = z.encode(refundRequestCodec(order.currency), request);
      return z.decode(refundResultCodec(order.currency), await apiPost(`/api/admin/orders/${order.id}/refunds`, body));
    },
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ['order', order.id] })
        .then(() => client.invalidateQueries({ queryKey: ['orders'] })),
  });
}

export function useClearReview(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClearReview) => apiPost<void>(`/api/admin/orders/${orderId}/review`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['order', orderId] }),
  });
}
