import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { checkout } from '../../../test/checkout.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { createStore } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';

const SPA = {
  slug: 'spa-day',
  name: 'Spa Day',
  type: 'Voucher' as const,
  imageSrc: '/uploads/test/spa.svg',
  imageAlt: 'A spa voucher',
  details: '<ul><li>A 60-minute massage</li><li>Tea &amp; cake by the pool</li></ul>',
  denominations: [{ id: 'v1', price: 80, label: 'One treatment' }],
};

let database: DatabaseHandle;
let app: FastifyInstance;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  slug = (
    await createStore(database.db, {
      company: { name: 'Acme Spa', supportUrl: 'mailto:book@acme.example' },
      products: [SPA],
    })
  ).slug;
  app = await startInstance(database, { DEV_MAILBOX: 'true' }); // the outbox keeps what is sent
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

// Decision 0015: a voucher's recipient is given an experience, not an amount of money.
describe('a voucher’s gift email', () => {
  it('names the experience, what it includes and how to book it, and no money', async () => {
    const t = { app, db: database.db, database } as unknown as TestApp;
    const bought = await checkout(t, slug, [
      {
        slug: 'spa-day',
        denominationId: 'v1',
        giftDetails: { recipientName: 'Sam', recipientEmail: 'sam@example.com' },
      },
    ]);
    expect(bought.confirmation?.statusCode).toBe(200);
    const sent = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam@example.com'));
    await waitFor(async () => (await sent()).length > 0, 30_000);
    const [mail] = await sent();
    expect(mail!.subject).toBe('Ada Lovelace sent you a voucher for Spa Day (One treatment) from Acme Spa');
    for (const part of [
      'Ada Lovelace sent you an experience',
      'you have been given Spa Day (One treatment) at Acme Spa',
      "What's included:",
      '- A 60-minute massage',
      '- Tea & cake by the pool',
      'Your voucher code:',
      'Contact Acme Spa at book@acme.example to book',
    ])
      expect(mail!.text).toContain(part);
    expect(mail!.html).toMatch(/<a href="mailto:book@acme.example"[^>]*>book@acme.example<\/a>/);
    expect(mail!.text).not.toContain('mailto:');
    expect(mail!.html).toContain('<li>Tea &amp; cake by the pool</li>');
    for (const money of ['$80', '80.00', 'gift card', 'worth', 'Amount']) {
      expect(mail!.text).not.toContain(money);
      expect(mail!.html).not.toContain(money);
    }
  }, 60_000);
});
