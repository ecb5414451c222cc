import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { giftCards, mailOutbox, orders, stores } from '../../db/schema/index.ts';
import { checkout } from '../../../test/checkout.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { createStore } from '../../../test/factories.ts';
import { hostOf, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';

/**
 * Issue 29: the order keeps the shopper's language (the page's, when the store offers it), and
 * what the server writes about it is in that language: the receipt, the gift email, subjects
 * included, and the recipient's page, right to left in Arabic.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let slug: string;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  slug = (
    await createStore(database.db, {
      company: { name: 'Acme Gifts' },
      defaultLanguage: 'en',
      languages: ['fr', 'ar'],
    })
  ).slug;
  app = await startInstance(database, { DEV_MAILBOX: 'true' }); // the outbox keeps what is sent
  t = { app, db: database.db, database } as unknown as TestApp;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function buy(language: string | undefined, recipientEmail: string, buyerEmail: string) {
  const bought = await checkout(
    t,
    slug,
    [{ slug: 'classic', denominationId: 'd50', giftDetails: { recipientName: 'Sam', recipientEmail } }],
    { language, customer: { email: buyerEmail } },
  );
  expect(bought.confirmation?.statusCode).toBe(200);
  const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  const [order] = await database.db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store!.id), sql`${orders.customer}->>'email' = ${buyerEmail}`));
  return order!;
}

describe('the shopper’s language', () => {
  it('writes a French order’s receipt and gift email in French, subjects included', async () => {
    const order = await buy('fr', 'sam.fr@example.com', 'ada.fr@example.com');
    expect(order.language).toBe('fr');
    await waitFor(async () => (await mailsTo('ada.fr@example.com')).length > 0, 30_000);
    await waitFor(async () => (await mailsTo('sam.fr@example.com')).length > 0, 30_000);
    const [receipt] = await mailsTo('ada.fr@example.com');
    const [gift] = await mailsTo('sam.fr@example.com');

    expect(receipt!.subject).toBe(`Votre commande Acme Gifts ${order.reference}`);
    expect(receipt!.html).toContain('<html lang="fr" dir="ltr">');
    for (const part of [
      'Merci pour votre commande',
      'Bonjour Ada Lovelace, votre commande est confirmée.',
      'Numéro de commande',
      'Sous-total',
      'Total payé (USD)',
      // Money and dates in French: '50,00 $US'-like amounts and 27/11/2026.
      '50,00',
      'Un cadeau pour Sam (sam.fr@example.com), envoyé par e-mail immédiatement.',
    ])
      expect(receipt!.text).toContain(part);
    expect(receipt!.text).toMatch(/Passée le \d{2}\/\d{2}\/\d{4}/);

    expect(gift!.subject).toBe('Ada Lovelace vous offre une carte cadeau Acme Gifts');
    expect(gift!.html).toContain('<html lang="fr" dir="ltr">');
    for (const part of ['Bonjour Sam, vous avez reçu une carte', 'Code de votre carte cadeau', 'Voir la carte cadeau'])
      expect(gift!.text).toContain(part);
    for (const english of ['Thank you', 'Your gift card code', 'View gift card', 'Order number'])
      expect(receipt!.text + gift!.text).not.toContain(english);
  }, 90_000);

  it('keeps the store’s default when the page’s language is one the store does not offer', async () => {
    const order = await buy('de', 'sam.de@example.com', 'ada.de@example.com');
    expect(order.language).toBe('en');
    await waitFor(async () => (await mailsTo('ada.de@example.com')).length > 0, 30_000);
    const [receipt] = await mailsTo('ada.de@example.com');
    expect(receipt!.subject).toBe(`Your Acme Gifts order ${order.reference}`);
    expect(receipt!.html).toContain('<html lang="en" dir="ltr">');
  }, 90_000);

  it('shows an Arabic gift’s page right to left, in Arabic', async () => {
    const order = await buy('ar', 'sam.ar@example.com', 'ada.ar@example.com');
    expect(order.language).toBe('ar');
    const [card] = await database.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    const page = await app.inject({ url: `/GiftCard/Preview/${card!.id}`, headers: hostOf(slug) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    for (const part of ['هدية من Ada Lovelace', 'الرصيد الحالي', 'رمز بطاقة الهدية', 'طباعة أو حفظ بصيغة PDF'])
      expect(page.body).toContain(part);
    const wrapped = await app.inject({ url: `/GiftCard/GiftedPreview/${card!.id}`, headers: hostOf(slug) });
    expect(wrapped.body).toContain('<html lang="ar" dir="rtl">');
    expect(wrapped.body).toContain('افتح هديتك');
    // An unknown card's page speaks the store's language.
    const missing = await app.inject({
      url: '/GiftCard/Preview/00000000-0000-4000-8000-000000000000',
      headers: hostOf(slug),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="en" dir="ltr">');
  }, 90_000);
});
