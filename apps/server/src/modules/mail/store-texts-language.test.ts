import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { giftCards, mailOutbox, orders, stores } from '../../db/schema/index.ts';
import { checkout, orderDetails } from '../../../test/checkout.ts';
import { checkoutStoreFile } from '../../../test/checkout-store.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { createStore } from '../../../test/factories.ts';
import { hostOf, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';

/**
 * Decision 0165 for the store's own texts: the store's name, its shipping options' names and its
 * designs' names reach a shopper in the page's or the order's language where the merchant gave
 * them (the page, the confirmation, the receipt, the recipient's page), else in the default
 * language; the order keeps the default language's shipping option name.
 */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Gift cards and vouchers</title></head><body><div id="root"></div></body></html>';

let database: DatabaseHandle;
let app: FastifyInstance;
let slug: string;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-store-texts-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  const file = checkoutStoreFile();
  slug = (
    await createStore(database.db, {
      ...file,
      company: { name: 'Acme Gifts' },
      languages: ['fr', 'de'],
      translations: {
        fr: { name: 'Cadeaux Acme', shippingOptions: { post: 'La Poste' }, fees: { svc: 'Frais de service' } },
      },
      products: file.products!.map((product) =>
        product.slug === 'classic' ? { ...product, translations: { fr: { designs: { gold: 'Doré' } } } } : product,
      ),
    })
  ).slug;
  app = await startInstance(database, { DEV_MAILBOX: 'true', STATIC_DIR: staticDir });
  t = { app, db: database.db, database } as unknown as TestApp;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

const toronto = {
  company: '',
  address: '100 Queen St W',
  apartment: '',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 2N2',
  country: 'CA',
};

/** A boxed card posted by 'post' to its recipient, bought in `language`. */
async function buyPosted(language: string, buyerEmail: string) {
  const bought = await checkout(
    t,
    slug,
    [
      {
        slug: 'boxed',
        denominationId: 'b40',
        giftDetails: { recipientName: 'Chloé', recipientEmail: '', postal: toronto } as never,
      },
    ],
    { language, shippingOptionId: 'post', customer: { email: buyerEmail, mobileNumber: '+1 415 555 2671' } },
  );
  expect(bought.validation.statusCode, bought.validation.body).toBe(200);
  expect(bought.confirmation?.statusCode).toBe(200);
  const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  const [order] = await database.db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store!.id), sql`${orders.customer}->>'email' = ${buyerEmail}`));
  const cards = await database.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id));
  return { ...bought, order: order!, cards };
}

describe("the store's own texts in the shopper's language", () => {
  it("puts the French store name in the server-rendered page's title; the default's for German", async () => {
    const page = async (language: string) =>
      (await app.inject({ url: `/?lang=${language}`, headers: { ...hostOf(slug), accept: 'text/html' } })).body;
    const french = await page('fr');
    expect(french).toMatch(/<title>[^<]*Cadeaux Acme[^<]*<\/title>/);
    expect(french).not.toContain('Acme Gifts');
    expect(await page('de')).toMatch(/<title>[^<]*Acme Gifts[^<]*<\/title>/);
  });

  it("names the fees in the shopper's language in the store's settings, as checkout shows them (decision 0250)", async () => {
    const fees = async (language: string) =>
      (await app.inject({ url: `/api/Store/StoreSettings?lang=${language}`, headers: hostOf(slug) }))
        .json()
        .fees.map((fee: { name: string }) => fee.name);
    expect(await fees('fr')).toEqual(['Frais de service', 'Handling']);
    expect(await fees('de')).toEqual(['Service fee', 'Handling']);
  });

  it("names the store and the shipping option in French in a French order's confirmation and receipt; the order keeps the default", async () => {
    const { intent, order, cards } = await buyPosted('fr', 'ada.store.fr@example.com');
    expect(order.shippingOptionName).toBe('Royal Post');
    const details = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    expect(details.order.fulfillment.shippingOptionName).toBe('La Poste');

    await waitFor(async () => (await mailsTo('ada.store.fr@example.com')).length > 0, 30_000);
    const [receipt] = await mailsTo('ada.store.fr@example.com');
    expect(receipt!.subject + receipt!.text).toContain('Cadeaux Acme');
    expect(receipt!.from).toContain('Cadeaux Acme');
    expect(receipt!.text).toContain('La Poste');
    expect(receipt!.text + receipt!.html).not.toContain('Royal Post');
    // Each fee by its name, in French where the merchant gave one (decision 0250); the order keeps the default's.
    expect(receipt!.text).toContain('Frais de service');
    expect(receipt!.text).toContain('Handling');
    expect(receipt!.text + receipt!.html).not.toContain('Service fee');
    expect((order.pricing as { fees: { name: string }[] }).fees.map((fee) => fee.name)).toEqual([
      'Service fee',
      'Handling',
    ]);
    expect(receipt!.text + receipt!.html).not.toContain('Acme Gifts');

    const preview = await app.inject({ url: `/GiftCard/Preview/${cards[0]!.id}`, headers: hostOf(slug) });
    expect(preview.body).toContain('Cadeaux Acme');
    expect(preview.body).not.toContain('Acme Gifts');
  }, 90_000);

  it("lists each fee by its name in the order's language with its amount on the confirmation (decision 0250)", async () => {
    const feesOf = async (language: string, email: string) => {
      const bought = await checkout(t, slug, [{ slug: 'classic', denominationId: 'd50' }], {
        language,
        customer: { email },
      });
      expect(bought.confirmation?.statusCode).toBe(200);
      const { order } = (await orderDetails(t, slug, bought.intent.paymentIntentId)).json();
      return { fees: order.fees, total: order.totals.fees };
    };
    // $50: 5% service and $2 handling; French names the service fee, German falls back to English.
    expect(await feesOf('fr', 'ada.fees.fr@example.com')).toEqual({
      fees: [
        { name: 'Frais de service', amount: 2.5 },
        { name: 'Handling', amount: 2 },
      ],
      total: 4.5,
    });
    expect(await feesOf('de', 'ada.fees.de@example.com')).toEqual({
      fees: [
        { name: 'Service fee', amount: 2.5 },
        { name: 'Handling', amount: 2 },
      ],
      total: 4.5,
    });
  }, 90_000);

  it('falls back to the default language for a German order, where nothing is translated', async () => {
    const { intent } = await buyPosted('de', 'ada.store.de@example.com');
    const details = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    expect(details.order.fulfillment.shippingOptionName).toBe('Royal Post');
    await waitFor(async () => (await mailsTo('ada.store.de@example.com')).length > 0, 30_000);
    const [receipt] = await mailsTo('ada.store.de@example.com');
    expect(receipt!.subject + receipt!.from).toContain('Acme Gifts');
    expect(receipt!.text).toContain('Royal Post');
    expect(receipt!.text).toContain('Service fee');
    expect(receipt!.text + receipt!.html).not.toContain('Cadeaux Acme');
    expect(receipt!.text + receipt!.html).not.toContain('Frais de service');
  }, 90_000);
});
