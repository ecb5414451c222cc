import type { Database } from '../src/db/client.ts';
import { insertGiftCard, insertOrder } from './delivery-factories.ts';

/** A paid order posted to (or collected by) its buyer, with one card, as fulfilment writes it. */
export async function postalOrder(
  db: Database,
  storeId: string,
  {
    method = 'Postal',
    createdAt = new Date(),
    recipientEmail = 'pat@example.com' as string | null,
    address = {} as Record<string, unknown>,
  } = {},
) {
  const order = await insertOrder(db, storeId, {
    deliveryMethod: method,
    shippingOptionName: method === 'Postal' ? 'Standard post' : 'Collect in store',
    shippingAddress: {
      name: 'Alex Buyer',
      company: null,
      address: '1 High Street',
      address2: 'Flat 2',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      country: 'GB',
      mobileNumber: '+447700900123',
      email: 'alex@example.com',
      ...address,
    },
    createdAt,
  });
  const card = await insertGiftCard(db, storeId, {
    orderId: order.id,
    deliveryMethod: method === 'Postal' ? 'Postal' : 'Email',
    recipientName: 'Pat Post',
    recipientEmail,
  });
  return { order, card };
}
