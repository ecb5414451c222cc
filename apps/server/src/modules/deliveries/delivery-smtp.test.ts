import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { giftCardLedger, paymentIntents } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import {
  deliveryOf,
  insertGiftCard,
  insertOrder,
  recordDelivery,
  storeIdOf,
} from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let sink: SmtpSink;
let app: FastifyInstance;
let storeId: string;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const store = await createStore(database.db, {
    company: { name: 'Acme Gifts', logo: { src: '/uploads/acme/logo.png', alt: 'Acme Gifts logo' } },
    branding: { primaryColor: '#0f766e' },
  });
  slug = store.slug;
  storeId = await storeIdOf(database.db, slug);
  sink = await startSmtpSink();
  app = await startInstance(database, { SMTP_URL: sink.url, PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example' });
});

afterAll(async () => {
  await app.close();
  await sink.close();
  await database.close();
});

const mailTo = async (address: string, subjectPart: string) => {
  await waitFor(() => sink.mails.some((m) => m.to.includes(address) && m.subject.includes(subjectPart)));
  return sink.mails.filter((m) => m.to.includes(address) && m.subject.includes(subjectPart));
};

describe('delivery over SMTP', () => {
  it("sends the buyer's receipt with lines, totals, their own card's code and links, and no gift's code", async () => {
    const order = await insertOrder(database.db, storeId);
    const own = await insertGiftCard(database.db, storeId, {
      orderId: order.id,
      recipientEmail: null,
      recipientName: null,
    });
    const gift = await insertGiftCard(database.db, storeId, {
      orderId: order.id,
      scheduledAt: new Date(Date.now() + 86_400_000),
      timeZone: 'Europe/London',
    });
    const postal = await insertGiftCard(database.db, storeId, {
      orderId: order.id,
      deliveryMethod: 'Postal',
      recipientEmail: null,
      recipientName: 'Pat Post',
    });
    await recordDelivery(database.db, storeId, 'receipt', order.id, 'alex@example.com');

    const [mail] = await mailTo('alex@example.com', order.reference);
    expect(mail!.subject).toBe(`Your Acme Gifts order ${order.reference}`);
    expect(mail!.from).toContain('Acme Gifts');
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain(order.reference);
      expect(part).toContain('Classic Gift Card ($50.00) × 2');
      expect(part).toMatch(/Subtotal[\s\S]*\$100\.00/);
      expect(part).toMatch(/Discount[\s\S]*−\$10\.00/);
      expect(part).toMatch(/Fees[\s\S]*\$2\.50/);
      expect(part).toMatch(/Gift cards[\s\S]*−\$5\.00/);
      expect(part).toMatch(/Total paid \(USD\)[\s\S]*\$87\.50/);
      expect(part).toContain(own.code);
      expect(part).toContain(`https://${slug}.gifts.example/GiftCard/Preview/${own.id}`);
      expect(part).toContain(`https://${slug}.gifts.example/GiftCard/Pdf/${own.id}`);
      expect(part).not.toContain(gift.code);
      expect(part).not.toContain(postal.code);
      expect(part).toContain('Delivery: Post to Pat Post. Awaiting fulfillment.');
      expect(part).toContain('A gift for Sam Friend (sam@example.com), emailed on');
    }
    expect(mail!.html).toContain('background-color:#0f766e');
    expect(mail!.html).toContain(`src="https://${slug}.gifts.example/uploads/acme/logo.png" alt="Acme Gifts logo"`);
    await waitFor(async () => (await deliveryOf(database.db, order.id)).state === 'sent');
  }, 60_000);

  it("sends the recipient's gift email with sender, message, amount, code, design, expiry and links", async () => {
    const card = await insertGiftCard(database.db, storeId, { message: 'Happy birthday, <b>Sam</b>!\nSee you soon' });
    await recordDelivery(database.db, storeId, 'gift', card.id, 'sam@example.com');

    const [mail] = await mailTo('sam@example.com', 'Alex Buyer sent you a gift card');
    expect(mail!.subject).toBe('Alex Buyer sent you a gift card from Acme Gifts');
    expect(mail!.html).toContain(card.code);
    expect(mail!.html).toContain('Happy birthday, &lt;b&gt;Sam&lt;/b&gt;!<br>See you soon');
    expect(mail!.html).toContain('$50.00');
    expect(mail!.html).toContain(`src="https://${slug}.gifts.example/uploads/test/classic.svg" alt="Confetti on navy"`);
    expect(mail!.html).toContain(`href="https://${slug}.gifts.example/GiftCard/Preview/${card.id}"`);
    expect(mail!.html).toContain(`href="https://${slug}.gifts.example/GiftCard/Pdf/${card.id}"`);
    expect(mail!.html).toContain('Valid until 05/03/2030');
    expect(mail!.text).toContain(`Your gift card code: ${card.code}`);
    expect(mail!.text).toContain('Happy birthday, <b>Sam</b>!');
    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'sent');
    const delivery = await deliveryOf(database.db, card.id);
    expect(delivery).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(delivery.sentAt).toBeInstanceOf(Date);
  }, 60_000);

  it('sends a card the buyer keeps to the buyer as their own card, not as a gift from themselves', async () => {
    const card = await insertGiftCard(database.db, storeId, {
      recipientEmail: null,
      recipientName: null,
      message: null,
      senderEmail: 'keeper@example.com',
    });
    await recordDelivery(database.db, storeId, 'gift', card.id, 'keeper@example.com');

    const [mail] = await mailTo('keeper@example.com', 'Your Classic Gift Card');
    expect(mail!.subject).toBe('Your Classic Gift Card from Acme Gifts');
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('Your Classic Gift Card is ready');
      expect(part).toContain(card.code);
      expect(part).not.toContain('sent you a gift card');
    }
  }, 60_000);

  it('skips the gift email of a postal card: its code travels on the card', async () => {
    const card = await insertGiftCard(database.db, storeId, {
      deliveryMethod: 'Postal',
      recipientEmail: 'pat@example.com',
    });
    await recordDelivery(database.db, storeId, 'gift', card.id, 'pat@example.com');

    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'skipped');
    expect((await deliveryOf(database.db, card.id)).lastError).toMatch(/Postal card/);
    expect(sink.mails.some((m) => m.to.includes('pat@example.com'))).toBe(false);
  }, 60_000);

  it('fails, without retrying, a delivery whose card belongs to another store', async () => {
    const elsewhere = await storeIdOf(database.db, (await createStore(database.db)).slug);
    const card = await insertGiftCard(database.db, elsewhere, { recipientEmail: 'stranger@example.com' });
    await recordDelivery(database.db, storeId, 'gift', card.id, 'stranger@example.com');

    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'failed');
    expect(await deliveryOf(database.db, card.id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/not found/),
    });
    expect(sink.mails.some((m) => m.to.includes('stranger@example.com'))).toBe(false);
  }, 60_000);

  it('sends the top-up receipt with the amount, the card ending and the balance after the top-up', async () => {
    const card = await insertGiftCard(database.db, storeId, { balanceMinor: 7000 });
    const [intent] = await database.db
      .insert(paymentIntents)
      .values({
        storeId,
        provider: 'sandbox',
        providerIntentId: `pi_${card.id}`,
        clientSecret: 'secret',
        amountMinor: 2000,
        currency: 'USD',
        status: 'succeeded',
        kind: 'topup',
        topupGiftCardId: card.id,
      })
      .returning();
    await database.db.insert(giftCardLedger).values([
      { giftCardId: card.id, kind: 'issue', amountMinor: 5000 },
      { giftCardId: card.id, kind: 'topup', amountMinor: 2000, paymentIntentId: intent!.id },
    ]);
    await recordDelivery(database.db, storeId, 'topup-receipt', intent!.id, 'payer@example.com');

    const [mail] = await mailTo('payer@example.com', 'top-up');
    expect(mail!.text).toContain('Amount added: $20.00');
    expect(mail!.text).toContain(`Gift card: ending ${card.code.slice(-4)}`);
    expect(mail!.text).toContain('New balance: $70.00');
    expect(mail!.html).toContain('$70.00');
  }, 60_000);
  it('tells the buyer of a paid order that could not be fulfilled that the payment was refunded', async () => {
    const snapshot = {
      kind: 'order',
      currency: 'USD',
      customer: { firstName: 'Alex', lastName: 'Buyer', email: 'refunded@example.com' },
      lines: [
        {
          productId: crypto.randomUUID(),
          productName: 'Last One',
          productType: 'Voucher',
          denominationId: 'x',
          denominationLabel: '$30',
          unitPriceMinor: 3000,
          quantity: 2,
          lineTotalMinor: 6000,
          imageUrl: null,
          design: null,
          giftDetails: null,
        },
      ],
      shippingOption: null,
      discounts: [],
      fees: [],
      giftCards: [],
      totals: { subtotal: 6000, discount: 0, fees: 0, shipping: 0, tax: 0, giftCards: 0, total: 6000 },
    };
    const [intent] = await database.db
      .insert(paymentIntents)
      .values({
        storeId,
        provider: 'stripe',
        providerIntentId: `pi_refund_${crypto.randomUUID()}`,
        clientSecret: 'secret',
        amountMinor: 6000,
        currency: 'USD',
        status: 'succeeded',
        validatedOrder: snapshot,
        lastError: 'Sorry, Last One sold out while you were checking out.',
        refundStatus: 'refunded',
        refundId: 're_1',
        refundedAt: new Date('2026-03-05T10:00:00Z'),
        refundedAmountMinor: 6000,
        refundedCurrency: 'USD',
      })
      .returning();
    await recordDelivery(database.db, storeId, 'refund-notice', intent!.id, 'refunded@example.com');

    const [mail] = await mailTo('refunded@example.com', 'could not be completed');
    expect(mail!.subject).toBe('Your Acme Gifts order could not be completed');
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain(
        'Hi Alex, we could not complete your order, so your payment of $60.00 has been refunded in full.',
      );
      expect(part).toContain('Sorry, Last One sold out while you were checking out.');
      expect(part).toMatch(/Last One \(\$30\) × 2[\s\S]*\$60\.00/);
      expect(part).toMatch(/Order total \(USD\)[\s\S]*\$60\.00/);
      expect(part).toContain('The refund was made on 05/03/2026');
    }
    expect(mail!.html).toContain('background-color:#0f766e');
    await waitFor(async () => (await deliveryOf(database.db, intent!.id)).state === 'sent');
  }, 60_000);
});
