import { apiPaths } from '@giftfront/domain/api-paths';
import {
  createPaymentIntentBodyMoney,
  currencyAt,
  orderResultMoney,
  orderValidationPayloadMoney,
} from '@giftfront/domain/money-paths';
import type {
  CreatePaymentIntentBody,
  OrderResult,
  OrderValidationPayload,
  PaymentIntent,
  ValidationResult,
} from '@giftfront/domain/order';
import { apiGet, apiPost, isNotFound } from '@/lib/api-client';
import { PAYMENT_MESSAGES, PaymentProblem, serverMessage } from './payment-messages';

/** product §7 payment calls shared by checkout, confirmation and top-up; every amount in minor units (the API client converts). */
export const createPaymentIntent = (body: CreatePaymentIntentBody) =>
  apiPost<PaymentIntent>(apiPaths.createPaymentIntent, body, {
    bodyMoney: { paths: createPaymentIntentBodyMoney, currency: body.currency },
  });

/** An order is in the currency its payment names. */
const orderMoney = { paths: orderResultMoney, currency: currencyAt('order', 'payment', 'currency') };
export const fetchOrderDetails = (paymentIntentId: string, signal?: AbortSignal) =>
  apiGet<OrderResult>(apiPaths.orderDetails(paymentIntentId), { signal, answerMoney: orderMoney });

const asBody = (payload: OrderValidationPayload) => ({
  bodyMoney: { paths: orderValidationPayloadMoney, currency: payload.currency },
});

/**
 * product §4: the order is validated before any payment. A refusal (success false) shows its
 * message, or 'Payment validation failed'. Other failures are rethrown as they came, and so is
 * a 404 (the server no longer knows the intent: the caller replaces it).
 */
export async function validateOrder(payload: OrderValidationPayload): Promise<void> {
  let result: ValidationResult;
  try {
    result = await apiPost<ValidationResult>(apiPaths.validateOrder, payload, asBody(payload));
  } catch (error) {
    const refused = (error as { body?: { success?: unknown } } | null)?.body?.success === false;
    if (refused && !isNotFound(error))
      throw new PaymentProblem(serverMessage(error) ?? PAYMENT_MESSAGES.validationFailed);
    throw error;
  }
  if (!result?.success) throw new PaymentProblem(result?.message || PAYMENT_MESSAGES.validationFailed);
}

export interface PlacedOrder extends ValidationResult {
  paymentIntentId: string;
}

/** An order that gift cards and discounts pay in full: no card payment (decision 0003). */
export async function placeOrder(payload: OrderValidationPayload): Promise<PlacedOrder> {
  try {
    return await apiPost<PlacedOrder>(apiPaths.placeOrder, payload, asBody(payload));
  } catch (error) {
    const message = serverMessage(error);
    throw message ? new PaymentProblem(message) : error;
  }
}
