import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { insertGiftCard, insertOrder, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let sink: SmtpSink;
let app: FastifyInstance;
let storeId: string;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  slug = (await createStore(database.db, { notifications: { email: 'orders@shop.example' } })).slug;
  storeId = await storeIdOf(database.db, slug);
  sink = await startSmtpSink({ refuseRecipients: ['gone@example.com'] });
  app = await startInstance(database, { SMTP_URL: sink.url, PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example' });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.close();
});

const mailWith = async (subjectPart: string) => {
  await waitFor(
    () => sink.mails.some((m) => m.to.includes('orders@shop.example') && m.subject.includes(subjectPart)),
    30_000,
  );
  return sink.mails.find((m) => m.to.includes('orders@shop.example') && m.subject.includes(subjectPart))!;
};

describe('mail to the merchant', () => {
  it('tells of a new postal order: number, total, items, that it needs shipping, and a link to it in the dashboard', async () => {
    const order = await insertOrder(database.db, storeId, {
      deliveryMethod: 'Postal',
      shippingOptionName: 'Standard post',
    });
    await recordDelivery(database.db, storeId, 'merchant-order', order.id, 'orders@shop.example');
    const mail = await mailWith(`New order ${order.reference}`);
    expect(mail.subject).toBe(`New order ${order.reference}: $87.50 (Needs shipping)`);
    expect(mail.text).toContain('Needs shipping: Standard post');
    expect(mail.text).toContain('Classic Gift Card ($50) × 2: $100.00');
    expect(mail.text).toContain(`https://${slug}.gifts.example/admin/orders/${order.id}`);
  }, 60_000);

  it('tells of a gift email the recipient’s mail server refused, with its answer', async () => {
    const order = await insertOrder(database.db, storeId);
    const card = await insertGiftCard(database.db, storeId, { orderId: order.id, recipientEmail: 'gone@example.com' });
    await recordDelivery(database.db, storeId, 'gift', card.id, 'gone@example.com');
    const mail = await mailWith('gone@example.com could not be delivered');
    expect(mail.text).toContain(`(order ${order.reference})`);
    expect(mail.text).toContain('550 5.1.1 No such mailbox here');
    expect(mail.text).toContain(`https://${slug}.gifts.example/admin/deliveries?state=bounced`);
  }, 60_000);
});
