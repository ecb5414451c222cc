import type { OrderResult } from '@giftfront/domain/order';
import { isApiError } from '@/lib/api-client';
import { useFetch, type FetchResult } from '@/lib/fetch/use-fetch';
import { fetchOrderDetails } from '@/entities/payment/payments-api';

/** Stripe's webhook may reach the server after the shopper: 'Payment not completed' (409) is asked again a few times. */
export const PENDING_RETRIES = 8;
export const PENDING_RETRY_DELAY_MS = 1500;

export function shouldAskAgain(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || error.aborted) return false;
  if (error.status === 409) return failureCount < PENDING_RETRIES;
  return (error.status === 0 || error.status >= 500) && failureCount < 1;
}

/** product §7 GET /api/Payment/GetOrderDetails?paymentIntentId= for the confirmation page. */
export function useOrderDetails(paymentIntentId: string | null): FetchResult<OrderResult | null> {
  return useFetch({
    key: paymentIntentId,
    fetcher: ({ signal }) => fetchOrderDetails(paymentIntentId!, signal),
    retry: shouldAskAgain,
    retryDelay: PENDING_RETRY_DELAY_MS,
  });
}
