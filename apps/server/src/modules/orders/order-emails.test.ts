import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { asStaff, createAdminStore, createStaffUser, signIn, type TestStore } from '../../../test/admin.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { deliveryOf, insertGiftCard, insertOrder, recordDelivery } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let sink: SmtpSink;
let app: FastifyInstance;
let store: TestStore;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink({ refuseRecipients: ['gone@example.com'] });
  app = await startInstance(database, { SMTP_URL: sink.url, TRUST_PROXY: '1' });
  store = await createAdminStore(database.db, { company: { name: 'Subject Gifts' } });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.close();
});

describe("the order page's emails", () => {
  it('lists each email tried with its subject and state (sent, bounced); one still waiting is not among them', async () => {
    const order = await insertOrder(database.db, store.id);
    const sent = await insertGiftCard(database.db, store.id, { orderId: order.id, recipientEmail: 'sam@example.com' });
    const refused = await insertGiftCard(database.db, store.id, {
      orderId: order.id,
      recipientEmail: 'gone@example.com',
    });
    const later = await insertGiftCard(database.db, store.id, {
      orderId: order.id,
      recipientEmail: 'later@example.com',
    });
    await recordDelivery(database.db, store.id, 'gift', sent.id, 'sam@example.com');
    await recordDelivery(database.db, store.id, 'gift', refused.id, 'gone@example.com');
    await recordDelivery(
      database.db,
      store.id,
      'gift',
      later.id,
      'later@example.com',
      new Date(Date.now() + 86_400_000),
    );
    await waitFor(
      async () =>
        (await deliveryOf(database.db, sent.id)).state === 'sent' &&
        (await deliveryOf(database.db, refused.id)).state === 'bounced',
      30_000,
    );

    const owner = await createStaffUser(database.db, store);
    const cookie = await signIn(app, store, owner.email);
    const res = await app.inject(asStaff(store, cookie, { url: `/api/admin/orders/${order.id}` }));
    expect(res.statusCode).toBe(200);
    const emails = (res.json().emails as { to: string; subject: string; state: string }[]).map(
      ({ to, subject, state }) => ({ to, subject, state }),
    );
    expect(emails.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: 'gone@example.com', subject: 'Alex Buyer sent you a gift card from Subject Gifts', state: 'bounced' },
      { to: 'sam@example.com', subject: 'Alex Buyer sent you a gift card from Subject Gifts', state: 'sent' },
    ]);
  }, 60_000);
});
