import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatOutboxMail } from './outbox-listing.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { hostOf } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { deliveryOf, insertGiftCard, recordDelivery, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
let storeId: string;
let host: { host: string };
let otherHost: { host: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const slug = (await createStore(database.db, { company: { name: 'Outbox Gifts' } })).slug;
  storeId = await storeIdOf(database.db, slug);
  host = hostOf(slug);
  otherHost = hostOf((await createStore(database.db, { company: { name: 'Other Gifts' } })).slug);
  app = await startInstance(database, { DEV_MAILBOX: 'true' }); // no SMTP_URL
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
    expect(mail).toMatchObject({
      to: 'outbox@example.com',
      storeId,
      deliveryId: delivery.id,
      subject: 'Alex Buyer sent you a gift card from Outbox Gifts',
    });
    expect(mail!.from).toBe('Outbox Gifts <no-reply@giftfront.local>');
    expect(mail!.html).toContain(card.code);

    const list = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: host });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('outbox@example.com');
    expect(list.body).toContain(`href="/dev/mailbox/${mail!.id}"`);

    const html = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}`, headers: host });
    expect(html.body).toBe(mail!.html);
    const text = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}?format=text`, headers: host });
    expect(text.body).toContain(`Your gift card code: ${card.code}`);
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/dev/mailbox/${crypto.randomUUID()}`, headers: host })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/not-an-id', headers: host })).statusCode).toBe(404);
  });

  it("lists only the host's store's mail, and opens no other store's", async () => {
    const [mail] = await database.db.select().from(mailOutbox);
    const list = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: otherHost });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('outbox@example.com');
    expect(list.body).not.toContain(mail!.id);
    for (const url of [`/dev/mailbox/${mail!.id}`, `/dev/mailbox/${mail!.id}?format=text`])
      expect((await app.inject({ method: 'GET', url, headers: otherHost })).statusCode).toBe(404);
  });

  it('answers only requests from this machine, whatever a forwarded header says', async () => {
    const [mail] = await database.db.select().from(mailOutbox);
    const behindProxy = await startInstance(database, { DEV_MAILBOX: 'true', TRUST_PROXY: '1', JOBS_ENABLED: 'false' });
    try {
      for (const instance of [app, behindProxy])
        for (const url of ['/dev/mailbox', `/dev/mailbox/${mail!.id}`]) {
          const remote = await instance.inject({
            method: 'GET',
            url,
            headers: { ...host, 'x-forwarded-for': '127.0.0.1' },
            remoteAddress: '203.0.113.9',
          });
          expect(remote.statusCode).toBe(404);
          expect(remote.body).not.toContain(mail!.to);
        }
    } finally {
      await behindProxy.close();
    }
  });

  it("keeps a reminder's List-Unsubscribe and List-Unsubscribe-Post headers with the mail, as SMTP sends them", async () => {
    const card = await insertGiftCard(database.db, storeId, {
      recipientEmail: 'reminded@example.com',
      expiresOn: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    });
    await recordDelivery(database.db, storeId, 'balance-reminder-expiry', card.id, 'reminded@example.com');
    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'sent');
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reminded@example.com'));
    expect(mail!.subject).toMatch(/^You still have /);
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/.+\/api\/Reminders\/Unsubscribe\?card=.+&token=.+>$/,
    );
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(formatOutboxMail(mail!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A gift email carries none.
    const gift = await insertGiftCard(database.db, storeId, { recipientEmail: 'plain@example.com' });
    await recordDelivery(database.db, storeId, 'gift', gift.id, 'plain@example.com');
    await waitFor(async () => (await deliveryOf(database.db, gift.id)).state === 'sent');
    const [giftMail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'plain@example.com'));
    expect(giftMail!.headers).toBeNull();
  });

  it('has no mailbox page unless DEV_MAILBOX=true', async () => {
    const plain = await startInstance(database, { JOBS_ENABLED: 'false' });
    try {
      expect((await plain.inject({ method: 'GET', url: '/dev/mailbox', headers: host })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('has no mailbox page in production', async () => {
    const production = await startInstance(database, {
      NODE_ENV: 'production',
      DEV_MAILBOX: 'true',
      JOBS_ENABLED: 'false',
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox', headers: host })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
