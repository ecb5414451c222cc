import { composeRefundNotice } from './modules/fulfilment/compose-refund-notice.ts';
import type { DeliveryComposers } from './modules/mail/compose-delivery-mail.ts';
import { composeStaffLink } from './modules/staff/compose-staff-link.ts';

/** The delivery kinds a module above mail composes (mail/compose-delivery-mail.ts says why). */
export const deliveryComposers: DeliveryComposers = {
  'refund-notice': ({ db }, store, delivery) => composeRefundNotice(db, store, delivery.subjectId, delivery.recipient),
  'staff-invitation': composeStaffLink,
  'password-reset': composeStaffLink,
};
