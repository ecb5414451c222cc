import { eq } from 'drizzle-orm';
import { giftCards, orders, paymentIntents } from '../src/db/schema/index.ts';
import { checkout, type PayloadOptions, type Pick } from './checkout.ts';
import type { TestStore } from './admin.ts';
import type { TestApp } from './test-app.ts';

/** Two gift lines, each to its own recipient: the order the refund tests start from. */
export const twoGiftLines: Pick[] = [
  {
    slug: 'classic',
    denominationId: 'd25',
    giftDetails: { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
  },
  {
    slug: 'classic',
    denominationId: 'd50',
    giftDetails: { recipientName: 'Alan', recipientEmail: 'alan@example.com' },
  },
];

/** An order placed and paid through the sandbox checkout, as a shopper on the store's host places it. */
export async function placeOrder(
  t: TestApp,
  store: TestStore,
  picks: Pick[] = twoGiftLines,
  options: PayloadOptions = {},
) {
  const { intent, confirmation } = await checkout(t, store.slug, picks, options);
  if (confirmation?.statusCode !== 200)
    throw new Error(`checkout failed: ${confirmation?.statusCode} ${confirmation?.body}`);
  const [row] = await t.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
  const cards = await t.db.select().from(giftCards).where(eq(giftCards.orderId, row!.order.id));
  return { order: row!.order, cards };
}
