import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { asStaff, createAdminStore, createStaffUser, signIn, type TestStore } from '../../../test/admin.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { postalOrder } from '../../../test/postal-orders.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let sink: SmtpSink;
let app: FastifyInstance;
let store: TestStore;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  app = await startInstance(database, { SMTP_URL: sink.url, TRUST_PROXY: '1' });
  store = await createAdminStore(database.db);
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.close();
});

const mailTo = (address: string) => sink.mails.find((m) => m.to.includes(address));

describe('marking a postal order shipped', () => {
  it('emails the buyer the carrier and tracking number, and the gift’s recipient that it is on its way, without the code', async () => {
    const { order, card } = await postalOrder(database.db, store.id, { recipientEmail: 'pat.post@example.com' });
    const owner = await createStaffUser(database.db, store);
    const cookie = await signIn(app, store, owner.email);
    const payload = { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' };
    expect(
      (
        await app.inject(
          asStaff(store, cookie, { method: 'POST', url: `/api/admin/fulfilment/${order.id}/shipped`, payload }),
        )
      ).statusCode,
    ).toBe(200);
    await waitFor(() => !!mailTo('alex@example.com') && !!mailTo('pat.post@example.com'), 30_000);
    const buyer = mailTo('alex@example.com')!;
    expect(buyer.subject).toContain(`order ${order.reference} is on its way`);
    expect(buyer.text).toContain('Carrier: Royal Mail');
    expect(buyer.text).toContain('Tracking number: RM123456789GB');
    // The address it was posted to, as the label reads (issue 26 item 12).
    expect(buyer.text).toContain(
      'Sent to\n  Alex Buyer\n  1 High Street\n  Flat 2\n  LEEDS\n  LS1 1AA\n  United Kingdom',
    );
    expect(buyer.html).toContain('Sent to');
    const recipient = mailTo('pat.post@example.com')!;
    expect(recipient.text).toContain('Hi Pat Post, Alex Buyer sent you a gift card');
    expect(recipient.text).toContain('RM123456789GB');
    expect(recipient.text).toContain('  1 High Street');
    expect(recipient.html + recipient.text).not.toContain(card.code);
  }, 60_000);
});
