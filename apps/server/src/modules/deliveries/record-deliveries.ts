import type { Executor } from '../../db/client.ts';
import { insertDeliveries } from './delivery-repository.ts';

/**
 * What fulfilment asks the mail side to send, recorded in the same transaction as the order,
 * so a mail is never lost and never doubled (unique per subject and kind).
 * - 'receipt': the buyer's receipt; subjectId is the order id.
 * - 'gift': a recipient's gift email at its moment; subjectId is the gift card id.
 * - 'gift-cancelled': the store cancelled a gift's email; the buyer gets the card; subjectId is the gift card id.
 * - 'shipment-notice': a postal order was posted; subjectId is the order (to the buyer) or a gift card (to its recipient).
 * - 'merchant-order': a new order, to the store's notification address; subjectId is the order id.
 * - 'merchant-delivery-failed': a gift email failed or bounced, to the notification address; subjectId is that delivery's id.
 * - 'merchant-daily-summary': yesterday's figures to the notification address; subjectId is derived from the
 *   store and the day (notifications/daily-summary.ts), so a day is summarised once; the day travels in the payload.
 * - 'topup-receipt': the payer's receipt for a top-up; subjectId is the payment intent id.
 * - 'refund-notice': a paid order could not be fulfilled and was refunded; subjectId is the payment intent id.
 * - 'order-refund': an owner refunded an order or part of it; subjectId is the order_refunds id.
 * - 'gift-change': the buyer changed a gift through their manage link; subjectId is the gift_manage_changes id.
 * - 'balance-reminder-expiry', 'balance-reminder-unused': a money card's holder is reminded of its balance
 *   30 days before it expires, or after 6 months without use; subjectId is the gift card id (once per card and reason).
 * - 'thank-you': the recipient's thank-you to the buyer; subjectId is the gift card id (once per card).
 * - 'staff-invitation', 'password-reset': a one-time link to the dashboard; subjectId is the
 *   staff token id, the link itself travels in the payload (erased once the delivery is finished).
 * - 'two-factor-reset': an owner reset a person's two-factor sign-in (decision 0151); subjectId is a
 *   fresh id per reset, the payload names the owner.
 */
export type DeliveryKind =
  | 'receipt'
  | 'gift'
  | 'gift-cancelled'
  | 'shipment-notice'
  | 'merchant-order'
  | 'merchant-delivery-failed'
  | 'merchant-daily-summary'
  | 'topup-receipt'
  | 'refund-notice'
  | 'order-refund'
  | 'gift-change'
  | 'balance-reminder-expiry'
  | 'balance-reminder-unused'
  | 'thank-you'
  | 'staff-invitation'
  | 'password-reset'
  | 'two-factor-reset';

export interface DeliveryRequest {
  storeId: string;
  kind: DeliveryKind;
  subjectId: string;
  recipient: string;
  /** When to send; absent means now. */
  sendAt?: Date | null;
  /** What the mail needs that the database keeps nowhere readable (a one-time link). */
  payload?: Record<string, string> | null;
}

export async function recordDeliveries(db: Executor, requests: DeliveryRequest[]): Promise<void> {
  await insertDeliveries(
    db,
    requests.map((r) => ({
      storeId: r.storeId,
      kind: r.kind,
      subjectId: r.subjectId,
      recipient: r.recipient,
      sendAt: r.sendAt ?? new Date(),
      payload: r.payload ?? null,
    })),
  );
}
