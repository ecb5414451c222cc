import { apiPaths } from '@giftfront/domain/api-paths';
import { createPaymentIntentBodyMoney, orderValidationPayloadMoney } from '@giftfront/domain/money-paths';
import type {
  CreatePaymentIntentBody,
  OrderResult,
  OrderValidationPayload,
  PaymentIntent,
  PlacedOrder,
  ValidationResult,
} from '@giftfront/domain/order';
import { apiGet, apiPost, isNotFound, readLoaded } from '@/lib/api-client';
import { PAYMENT_MESSAGES, PaymentProblem, serverMessage } from './payment-messages';

/**
 * product §7 payment calls shared by checkout, confirmation and top-up; every amount in minor units
 * (the API client converts), every answer checked by its domain schema (decision 0190). The order
 * shapes come with the first call: the balance page's top-up would otherwise carry them unasked.
 */
const orderShapes = () => import('@giftfront/domain/order');

export const createPaymentIntent = (body: CreatePaymentIntentBody): Promise<PaymentIntent> =>
  readLoaded(
    apiPost<unknown>(apiPaths.createPaymentIntent, body, {
      bodyMoney: { paths: createPaymentIntentBodyMoney, currency: body.currency },
    }),
    orderShapes(),
    ({ paymentIntentSchema }) =>
      (answer) =>
        paymentIntentSchema.parse(answer),
  );

/**
 * An order is in the currency its payment names: its codec checks the API's shape and gives minor
 * units. An empty answer is null (product §2: the confirmation shows 'Loading order details...').
 */
export const fetchOrderDetails = (paymentIntentId: string, signal?: AbortSignal): Promise<OrderResult | null> =>
  readLoaded(
    apiGet<unknown>(apiPaths.orderDetails(paymentIntentId), { signal }),
    orderShapes(),
    ({ orderResultCodecFor }) =>
      (answer) =>
        answer == null ? null : orderResultCodecFor(answer).parse(answer),
  );

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
    result = await readLoaded(
      apiPost<unknown>(apiPaths.validateOrder, payload, asBody(payload)),
      orderShapes(),
      ({ validationResultSchema }) =>
        (answer) =>
          validationResultSchema.parse(answer),
    );
  } catch (error) {
    const refused = (error as { body?: { success?: unknown } } | null)?.body?.success === false;
    if (refused && !isNotFound(error))
      throw new PaymentProblem(serverMessage(error) ?? PAYMENT_MESSAGES.validationFailed);
    throw error;
  }
  if (!result?.success) throw new PaymentProblem(result?.message || PAYMENT_MESSAGES.validationFailed);
}

/** An order that gift cards and discounts pay in full: no card payment (decision 0003). */
export async function placeOrder(payload: OrderValidationPayload): Promise<PlacedOrder> {
  try {
    return await readLoaded(
      apiPost<unknown>(apiPaths.placeOrder, payload, asBody(payload)),
      orderShapes(),
      ({ placedOrderSchema }) =>
        (answer) =>
          placedOrderSchema.parse(answer),
    );
  } catch (error) {
    const message = serverMessage(error);
    throw message ? new PaymentProblem(message) : error;
  }
}
