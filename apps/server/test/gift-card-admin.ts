import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { giftCardLedger, giftCards, redemptions } from '../src/db/schema/index.ts';
import { insertGiftCard, insertOrder } from './delivery-factories.ts';

/**
 * A card as checkout issues it (the row and its 'issue' ledger entry), optionally from an order,
 * for the gift card admin and POS tests.
 */
export async function issueCard(
  db: Database,
  storeId: string,
  overrides: Partial<typeof giftCards.$inferInsert> = {},
  { withOrder = false } = {},
) {
  const order = withOrder ? await insertOrder(db, storeId) : null;
  const card = await insertGiftCard(db, storeId, { ...(order ? { orderId: order.id } : {}), ...overrides });
  await db.insert(giftCardLedger).values({
    giftCardId: card.id,
    kind: 'issue',
    amountMinor: card.balanceMinor,
    orderId: order?.id ?? null,
    channel: 'checkout',
  });
  return { card, order };
}

export async function cardRow(db: Database, id: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row!;
}

export async function ledgerOf(db: Database, id: string) {
  return db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, id)).orderBy(giftCardLedger.id);
}

export async function redemptionsOf(db: Database, id: string) {
  return db.select().from(redemptions).where(eq(redemptions.giftCardId, id));
}
