import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { asStaff, createAdminStore, createStaffUser, signIn, type TestStore } from '../../../test/admin.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { deliveryOf, insertGiftCard, recordDelivery } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let sink: SmtpSink;
let app: FastifyInstance;
let store: TestStore;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink({ refuseRecipients: ['nobody@example.com'] });
  app = await startInstance(database, { SMTP_URL: sink.url, TRUST_PROXY: '1' });
  store = await createAdminStore(database.db);
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.close();
});

describe('a cancelled gift email', () => {
  it('is not sent to the recipient; the buyer is emailed the card, told why', async () => {
    const card = await insertGiftCard(database.db, store.id, {
      recipientEmail: 'later@example.com',
      senderEmail: 'buyer@example.com',
    });
    const delivery = await recordDelivery(
      database.db,
      store.id,
      'gift',
      card.id,
      'later@example.com',
      new Date(Date.now() + 86_400_000),
    );
    const owner = await createStaffUser(database.db, store);
    const cookie = await signIn(app, store, owner.email);
    const res = await app.inject(
      asStaff(store, cookie, { method: 'POST', url: `/api/admin/deliveries/${delivery.id}/cancel` }),
    );
    expect(res.statusCode).toBe(200);
    await waitFor(() => sink.mails.some((m) => m.to.includes('buyer@example.com')), 30_000);
    const mail = sink.mails.find((m) => m.to.includes('buyer@example.com'))!;
    expect(mail.subject).toMatch(/was not sent: it is yours to keep/);
    expect(mail.text).toContain('Your gift to Sam Friend will not be emailed');
    expect(mail.text).toContain(card.code);
    expect(sink.mails.some((m) => m.to.includes('later@example.com'))).toBe(false);
  }, 60_000);
});

describe('a gift email the mail server refuses', () => {
  it('is marked bounced with the server’s answer at once, and goes to a corrected address, the old one getting nothing more', async () => {
    const card = await insertGiftCard(database.db, store.id, { recipientEmail: 'nobody@example.com' });
    const delivery = await recordDelivery(database.db, store.id, 'gift', card.id, 'nobody@example.com');
    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'bounced', 30_000);
    expect(await deliveryOf(database.db, card.id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/550 5\.1\.1 No such mailbox here/),
    });

    const owner = await createStaffUser(database.db, store);
    const cookie = await signIn(app, store, owner.email);
    const res = await app.inject(
      asStaff(store, cookie, {
        method: 'POST',
        url: `/api/admin/deliveries/${delivery.id}/recipient`,
        payload: { email: 'sam.fixed@example.com' },
      }),
    );
    expect(res.statusCode).toBe(200);

    await waitFor(() => sink.mails.some((m) => m.to.includes('sam.fixed@example.com')), 30_000);
    expect(sink.mails.find((m) => m.to.includes('sam.fixed@example.com'))!.text).toContain(card.code);
    await waitFor(async () => (await deliveryOf(database.db, card.id)).state === 'sent', 30_000);
    await app.close(); // lets any send in flight finish: a second one would be counted below
    expect(sink.mails.flatMap((m) => m.to).filter((to) => to.startsWith('nobody') || to.startsWith('sam.'))).toEqual([
      'sam.fixed@example.com',
    ]);
  }, 90_000);
});
