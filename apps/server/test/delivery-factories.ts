import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import type { Database } from '../src/db/client.ts';
import { deliveries, giftCards, orderLines, orders, stores } from '../src/db/schema/index.ts';
import { recordDeliveries, type DeliveryKind } from '../src/modules/deliveries/record-deliveries.ts';

/**
 * Orders, cards and deliveries inserted as rows, in the shapes fulfilment writes them, so the
 * delivery side is tested without depending on how checkout creates them.
 */
export async function storeIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  if (!row) throw new Error(`no store ${slug}`);
  return row.id;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = () => [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

export async function insertGiftCard(
  db: Database,
  storeId: string,
  overrides: Partial<typeof giftCards.$inferInsert> = {},
) {
  const code = overrides.code ?? randomCode();
  const amount = overrides.initialMinor ?? 5000;
  const [card] = await db
    .insert(giftCards)
    .values({
      storeId,
      code,
      codeNormalized: normalizeGiftCardCode(code),
      currency: 'USD',
      balanceMinor: amount,
      initialMinor: amount,
      title: 'Classic Gift Card',
      imageUrl: '/uploads/test/classic.svg',
      design: { id: 'classic', name: 'Classic', src: '/uploads/test/classic.svg', alt: 'Confetti on navy' },
      deliveryMethod: 'Email',
      senderName: 'Alex Buyer',
      senderEmail: 'alex@example.com',
      recipientName: 'Sam Friend',
      recipientEmail: 'sam@example.com',
      message: 'Happy birthday, Sam!',
      expiresOn: '2030-03-05',
      ...overrides,
    })
    .returning();
  return card!;
}

export async function insertOrder(db: Database, storeId: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      storeId,
      reference: `ORD-${Date.now()}${randomBytes(3).toString('hex')}`,
      paymentIntentId: crypto.randomUUID(),
      customer: { firstName: 'Alex', lastName: 'Buyer', email: 'alex@example.com' },
      currency: 'USD',
      subtotalMinor: 10000,
      discountMinor: 1000,
      feesMinor: 250,
      giftCardsMinor: 500,
      totalMinor: 8750,
      pricing: {},
      ...overrides,
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: crypto.randomUUID(),
    denominationId: 'd50',
    productName: 'Classic Gift Card',
    productType: 'GiftCard',
    denominationLabel: '$50',
    unitPriceMinor: 5000,
    quantity: 2,
    lineTotalMinor: 10000,
  });
  return order!;
}

export async function recordDelivery(
  db: Database,
  storeId: string,
  kind: DeliveryKind,
  subjectId: string,
  recipient: string,
  sendAt?: Date,
) {
  await recordDeliveries(db, [{ storeId, kind, subjectId, recipient, sendAt }]);
  const [row] = await db.select().from(deliveries).where(eq(deliveries.subjectId, subjectId));
  return row!;
}

export async function deliveryOf(db: Database, subjectId: string) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.subjectId, subjectId));
  return row!;
}

/** `total` gift cards whose gift emails are due (a minute ago), inserted a thousand at a time. */
export async function seedDueGifts(db: Database, storeId: string, total: number): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  for (let offset = 0; offset < total; offset += 1000) {
    const size = Math.min(1000, total - offset);
    const cards = await db
      .insert(giftCards)
      .values(
        Array.from({ length: size }, (_, i) => {
          const code = randomCode();
          return {
            storeId,
            code,
            codeNormalized: code,
            currency: 'USD',
            balanceMinor: 5000,
            initialMinor: 5000,
            title: 'Bench Gift Card',
            senderName: 'Bench Sender',
            recipientName: `Recipient ${offset + i}`,
            recipientEmail: `recipient${offset + i}@example.com`,
            message: 'Enjoy!',
          };
        }),
      )
      .returning({ id: giftCards.id, recipientEmail: giftCards.recipientEmail });
    await db.insert(deliveries).values(
      cards.map((card) => ({
        storeId,
        kind: 'gift',
        subjectId: card.id,
        recipient: card.recipientEmail!,
        sendAt: past,
      })),
    );
  }
}
