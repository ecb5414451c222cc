import type { Executor } from '../../db/client.ts';
import type { OrderLinkSigner } from '../../lib/order-link.ts';
import { composeGiftEmail } from './compose-gift-email.ts';
import { composeReceiptEmail } from './compose-receipt-email.ts';
import { composeTopupReceipt } from './compose-topup-receipt.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailStore } from './email-brand.ts';
import type { MailLoaders } from './mail-loaders.ts';
import type { DeliveryRecord } from './mail-source-read-model.ts';

export type { DeliveryRecord };
export type DeliveryToCompose = Pick<DeliveryRecord, 'kind' | 'storeId' | 'subjectId' | 'recipient' | 'payload'>;

/** What a composer may read with: the database, the batch's loaders and the order link signer. */
export interface ComposeContext {
  db: Executor;
  loaders: MailLoaders;
  links: OrderLinkSigner;
}

export type DeliveryComposer = (
  context: ComposeContext,
  store: MailStore,
  delivery: DeliveryToCompose,
) => Promise<ComposedMail>;

/**
 * Composers of the kinds whose data a module above mail owns (a refund notice, a staff link),
 * by kind. They are handed in where the app is put together (src/delivery-composers.ts): mail
 * sits below the modules that record deliveries and imports none of them.
 */
export type DeliveryComposers = Readonly<Record<string, DeliveryComposer>>;

/** The email a recorded delivery stands for, rendered from the database as it is now. */
export async function composeDeliveryMail(
  context: ComposeContext,
  composers: DeliveryComposers,
  delivery: DeliveryToCompose,
): Promise<ComposedMail> {
  const { db, loaders, links } = context;
  const store = await loaders.store(delivery.storeId);
  if (!store) throw new UndeliverableError(`Store ${delivery.storeId} not found`);
  switch (delivery.kind) {
    case 'receipt':
      return composeReceiptEmail(db, store, delivery.subjectId, delivery.recipient, links);
    case 'gift':
      return composeGiftEmail(loaders, store, delivery.subjectId, delivery.recipient);
    case 'gift-cancelled':
      return composeGiftEmail(loaders, store, delivery.subjectId, delivery.recipient, { cancelled: true });
    case 'topup-receipt':
      return composeTopupReceipt(db, store, delivery.subjectId, delivery.recipient);
  }
  const composer = Object.hasOwn(composers, delivery.kind) ? composers[delivery.kind] : undefined;
  if (!composer) throw new UndeliverableError(`Unknown delivery kind "${delivery.kind}"`);
  return composer(context, store, delivery);
}
