import type { Executor } from '../../db/client.ts';
import type { OrderLinkSigner } from '../../lib/order-link.ts';
import type { deliveries } from '../../db/schema/index.ts';
import { composeGiftEmail } from './compose-gift-email.ts';
import { composeReceiptEmail } from './compose-receipt-email.ts';
import { composeDeliveryFailedNotice, composeMerchantOrderNotice } from './compose-merchant-notices.ts';
import { composeRefundNotice } from './compose-refund-notice.ts';
import { composeShipmentNotice } from './compose-shipment-notice.ts';
import { composeStaffLink } from './compose-staff-link.ts';
import { composeTopupReceipt } from './compose-topup-receipt.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailLoaders } from './mail-loaders.ts';

export type DeliveryRecord = typeof deliveries.$inferSelect;

/** The email a recorded delivery stands for, rendered from the database as it is now. */
export async function composeDeliveryMail(
  db: Executor,
  loaders: MailLoaders,
  delivery: Pick<DeliveryRecord, 'kind' | 'storeId' | 'subjectId' | 'recipient' | 'payload'>,
  links: OrderLinkSigner,
): Promise<ComposedMail> {
  const store = await loaders.store(delivery.storeId);
  if (!store) throw new UndeliverableError(`Store ${delivery.storeId} not found`);
  switch (delivery.kind) {
    case 'receipt':
      return composeReceiptEmail(db, store, delivery.subjectId, delivery.recipient, links);
    case 'gift':
      return composeGiftEmail(loaders, store, delivery.subjectId, delivery.recipient);
    case 'gift-cancelled':
      return composeGiftEmail(loaders, store, delivery.subjectId, delivery.recipient, { cancelled: true });
    case 'merchant-order':
      return composeMerchantOrderNotice(db, store, delivery.subjectId, delivery.recipient);
    case 'merchant-delivery-failed':
      return composeDeliveryFailedNotice(db, store, delivery.subjectId, delivery.recipient);
    case 'shipment-notice':
      return composeShipmentNotice(db, store, delivery.subjectId, delivery.recipient);
    case 'topup-receipt':
      return composeTopupReceipt(db, store, delivery.subjectId, delivery.recipient);
    case 'refund-notice':
      return composeRefundNotice(db, store, delivery.subjectId, delivery.recipient);
    case 'staff-invitation':
    case 'password-reset':
      return composeStaffLink(loaders, store, { ...delivery, kind: delivery.kind });
    default:
      throw new UndeliverableError(`Unknown delivery kind "${delivery.kind}"`);
  }
}
