import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { giftCards, mailOutbox, orders, stores } from '../../db/schema/index.ts';
import type { OrderResultWire } from '@giftfront/domain/order';
import { checkout, orderDetails } from '../../../test/checkout.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { createStore, storeFileFactory } from '../../../test/factories.ts';
import { hostOf, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';

/**
 * Decision 0165: what the server writes about an order names the product as the order's language
 * has it (the merchant's translation), else in the store's default language, while the order and
 * its card keep the default language's name.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let slug: string;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const [classic, ...others] = storeFileFactory().products;
  slug = (
    await createStore(database.db, {
      company: { name: 'Acme Gifts' },
      languages: ['fr'],
      products: [
        { ...classic!, translations: { fr: { name: 'Carte cadeau classique', denominations: { d50: 'Cinquante' } } } },
        ...others,
      ],
    })
  ).slug;
  app = await startInstance(database, { DEV_MAILBOX: 'true' });
  t = { app, db: database.db, database } as unknown as TestApp;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function buy(language: string, recipientEmail: string, buyerEmail: string, denominationId = 'd50') {
  const bought = await checkout(
    t,
    slug,
    [{ slug: 'classic', denominationId, giftDetails: { recipientName: 'Sam', recipientEmail } }],
    { language, customer: { email: buyerEmail } },
  );
  expect(bought.confirmation?.statusCode).toBe(200);
  const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  const [order] = await database.db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store!.id), sql`${orders.customer}->>'email' = ${buyerEmail}`));
  const [card] = await database.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id));
  return { order: order!, card: card!, intent: bought.intent };
}

describe("the merchant's product name in the order's language", () => {
  it("names the product in French in a French order's receipt, gift email and recipient's page; the card keeps the default", async () => {
    const { card } = await buy('fr', 'sam.texts.fr@example.com', 'ada.texts.fr@example.com');
    expect(card.title).toBe('Classic Gift Card');
    await waitFor(async () => (await mailsTo('ada.texts.fr@example.com')).length > 0, 30_000);
    await waitFor(async () => (await mailsTo('sam.texts.fr@example.com')).length > 0, 30_000);
    const [receipt] = await mailsTo('ada.texts.fr@example.com');
    const [gift] = await mailsTo('sam.texts.fr@example.com');
    expect(receipt!.text).toContain('Carte cadeau classique (Cinquante)');
    expect(gift!.text).toContain('Carte cadeau classique');
    expect(receipt!.text + gift!.text).not.toContain('Classic Gift Card');

    const page = await app.inject({ url: `/GiftCard/Preview/${card.id}`, headers: hostOf(slug) });
    expect(page.body).toContain('Carte cadeau classique');
    expect(page.body).not.toContain('Classic Gift Card');
  }, 90_000);

  it("keeps the default language's name in an English order", async () => {
    const { card } = await buy('en', 'sam.texts.en@example.com', 'ada.texts.en@example.com');
    await waitFor(async () => (await mailsTo('ada.texts.en@example.com')).length > 0, 30_000);
    const [receipt] = await mailsTo('ada.texts.en@example.com');
    expect(receipt!.text).toContain('Classic Gift Card');
    expect(receipt!.text).not.toContain('Carte cadeau classique');
    const page = await app.inject({ url: `/GiftCard/Preview/${card.id}`, headers: hostOf(slug) });
    expect(page.body).toContain('Classic Gift Card');
  }, 90_000);

  it("shows the confirmation in the order's language: the product's name and option as the merchant gave them, a gift card's amount in the language's way", async () => {
    const translated = await buy('fr', 'sam.confirm.fr@example.com', 'ada.confirm.fr@example.com');
    const details = (await orderDetails(t, slug, translated.intent.paymentIntentId)).json<OrderResultWire>();
    expect(details.order.items.map((item) => [item.productName, item.denominationLabel])).toEqual([
      ['Carte cadeau classique', 'Cinquante'],
    ]);
    expect(details.giftCards.map((card) => [card.giftCardTitle, card.option])).toEqual([
      ['Carte cadeau classique', 'Cinquante'],
    ]);

    // No French label for $25: its amount as the French product page writes it, not the catalog's '$25'.
    const untranslated = await buy('fr', 'sam.confirm.fr25@example.com', 'ada.confirm.fr25@example.com', 'd25');
    const plain = (await orderDetails(t, slug, untranslated.intent.paymentIntentId)).json<OrderResultWire>();
    expect(plain.giftCards.map((card) => card.option)).toEqual(['25,00\u00a0$']);
    expect(plain.order.items.map((item) => item.denominationLabel)).toEqual(['25,00\u00a0$']);

    const english = await buy('en', 'sam.confirm.en@example.com', 'ada.confirm.en@example.com', 'd25');
    const inEnglish = (await orderDetails(t, slug, english.intent.paymentIntentId)).json<OrderResultWire>();
    expect(inEnglish.giftCards.map((card) => [card.giftCardTitle, card.option])).toEqual([
      ['Classic Gift Card', '$25.00'],
    ]);
  }, 90_000);
});
