import { composeRefundNotice } from './modules/fulfilment/index.ts';
import type { DeliveryComposers } from './modules/mail/index.ts';
import { composeOrderRefund } from './modules/fulfilment/index.ts';
import { composeDeliveryFailedNotice, composeMerchantOrderNotice } from './modules/notifications/index.ts';
import { composeDailySummary } from './modules/notifications/index.ts';
import { composeShipmentNotice } from './modules/shipping-queue/index.ts';
import { composeStaffLink, composeTwoFactorReset } from './modules/staff/index.ts';
import { composeGiftChange } from './modules/manage-gift/index.ts';
import { composeReminder } from './modules/reminders/index.ts';
import { composeThankYou } from './modules/thank-you/index.ts';

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
  'two-factor-reset': composeTwoFactorReset,
  'shipment-notice': ({ db }, store, delivery) =>
    composeShipmentNotice(db, store, delivery.subjectId, delivery.recipient),
  'merchant-order': ({ db }, store, delivery) =>
    composeMerchantOrderNotice(db, store, delivery.subjectId, delivery.recipient),
  'merchant-delivery-failed': ({ db }, store, delivery) =>
    composeDeliveryFailedNotice(db, store, delivery.subjectId, delivery.recipient),
  'merchant-daily-summary': ({ db }, store, delivery) =>
    composeDailySummary(db, store, delivery.payload, delivery.recipient),
};
