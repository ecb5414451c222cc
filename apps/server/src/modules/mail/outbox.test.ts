import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { deliveryOf, insertGiftCard, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
let storeId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storeId = await storeIdOf(database.db, (await createStore(database.db, { company: { name: 'Outbox Gifts' } })).slug);
  app = await startInstance(database); // no SMTP_URL
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the outbox (no SMTP_URL)', () => {
  it('keeps the mail in mail_outbox, linked to its delivery, and shows it at /dev/mailbox', async () => {
    const card = await insertGiftCard(database.db, storeId, { recipientEmail: 'outbox@example.com' });
    await recordDelivery(database.db, storeId, 'gift', card.id, 'outbox@example.com');
    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'sent');

    const [mail] = await database.db.select().from(mailOutbox);
    const delivery = await deliveryOf(database.db, card.id);
    expect(mail).toMatchObject({ to: 'outbox@example.com', deliveryId: delivery.id, subject: 'Alex Buyer sent you a gift card from Outbox Gifts' });
    expect(mail!.from).toBe('Outbox Gifts <no-reply@giftfront.local>');
    expect(mail!.html).toContain(card.code);

    const list = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('outbox@example.com');
    expect(list.body).toContain(`href="/dev/mailbox/${mail!.id}"`);

    const html = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}` });
    expect(html.body).toBe(mail!.html);
    const text = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}?format=text` });
    expect(text.body).toContain(`Your gift card code: ${card.code}`);
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    expect((await app.inject({ method: 'GET', url: `/dev/mailbox/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/not-an-id' })).statusCode).toBe(404);
  });

  it('has no mailbox page in production', async () => {
    const production = await startInstance(database, { NODE_ENV: 'production', JOBS_ENABLED: 'false' });
    try {
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
