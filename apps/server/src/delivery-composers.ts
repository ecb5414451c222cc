import { composeRefundNotice } from './modules/fulfilment/compose-refund-notice.ts';
import type { DeliveryComposers } from './modules/mail/compose-delivery-mail.ts';
import { composeOrderRefund } from './modules/fulfilment/compose-order-refund.ts';
import {
  composeDeliveryFailedNotice,
  composeMerchantOrderNotice,
} from './modules/notifications/compose-merchant-notices.ts';
import { composeDailySummary } from './modules/notifications/compose-daily-summary.ts';
import { composeShipmentNotice } from './modules/shipping-queue/compose-shipment-notice.ts';
import { composeStaffLink } from './modules/staff/compose-staff-link.ts';
import { composeGiftChange } from './modules/manage-gift/compose-gift-change.ts';
import { composeReminder } from './modules/reminders/compose-reminder.ts';
import { composeThankYou } from './modules/thank-you/compose-thank-you.ts';

/** The delivery kinds a module above mail composes (mail/compose-delivery-mail.ts says why). */
export const deliveryComposers: DeliveryComposers = {
  'refund-notice': ({ db }, store, delivery) => composeRefundNotice(db, store, delivery.subjectId, delivery.recipient),
  'order-refund': ({ db }, store, delivery) => composeOrderRefund(db, store, delivery.subjectId, delivery.recipient),
  'gift-change': composeGiftChange,
  'balance-reminder-expiry': composeReminder,
  'balance-reminder-unused': composeReminder,
  'thank-you': composeThankYou,
  'staff-invitation': composeStaffLink,
  'password-reset': composeStaffLink,
  'shipment-notice': ({ db }, store, delivery) =>
    composeShipmentNotice(db, store, delivery.subjectId, delivery.recipient),
  'merchant-order': ({ db }, store, delivery) =>
    composeMerchantOrderNotice(db, store, delivery.subjectId, delivery.recipient),
  'merchant-delivery-failed': ({ db }, store, delivery) =>
    composeDeliveryFailedNotice(db, store, delivery.subjectId, delivery.recipient),
  'merchant-daily-summary': ({ db }, store, delivery) =>
    composeDailySummary(db, store, delivery.payload, delivery.recipient),
};
