import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliveries, mailOutbox } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { createAdminStore, createStaffUser, signIn, type TestStore } from '../../../test/admin.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
let store: TestStore;
let cookie: string;
const TWICE = 'twice@example.com';

beforeAll(async () => {
  database = await createTestDatabase();
  store = await createAdminStore(database.db);
  // A reset asked for twice before any worker runs: when the worker comes to the first mail,
  // its link has already been replaced by the second.
  const quiet = await startInstance(database, { TRUST_PROXY: '1', JOBS_ENABLED: 'false' });
  await createStaffUser(database.db, store, { email: TWICE });
  for (let i = 0; i < 2; i += 1) {
    await quiet.inject({
      method: 'POST',
      url: '/api/admin/password-resets',
      headers: store.headers,
      payload: { email: TWICE },
    });
  }
  await quiet.close();

  app = await startInstance(database, { TRUST_PROXY: '1' });
  const owner = await createStaffUser(database.db, store, { name: 'Olive Owner' });
  cookie = await signIn(app, store, owner.email);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const deliveryTo = async (email: string) =>
  (await database.db.select().from(deliveries).where(eq(deliveries.recipient, email)))[0]!;

describe('invitation and reset mails', () => {
  it('are sent by the delivery worker with the link, which the database then forgets', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { ...store.headers, cookie },
      payload: { email: 'invitee@example.com', name: 'Ivy', role: 'staff' },
    });
    expect(res.statusCode).toBe(201);
    const link = (await deliveryTo('invitee@example.com')).payload!.link!;
    await waitFor(
      async () => (await deliveryTo('invitee@example.com')).state === 'sent',
      20_000,
      'the invitation to be sent',
    );
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'invitee@example.com'));
    expect(mail!.subject).toBe("You're invited to the Test Gifts dashboard");
    expect(mail!.text).toContain('Olive Owner invited you to help run Test Gifts');
    expect(mail!.text).toContain(`Accept invitation: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('The link works once, for 24 hours.');
    expect((await deliveryTo('invitee@example.com')).payload).toBeNull();
  }, 40_000);

  it('skip a mail whose link was replaced before it went out', async () => {
    await waitFor(
      async () => {
        const rows = await database.db.select().from(deliveries).where(eq(deliveries.recipient, TWICE));
        return rows.length === 2 && rows.every((row) => row.state === 'sent' || row.state === 'skipped');
      },
      20_000,
      'both reset mails to be handled',
    );
    const rows = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.recipient, TWICE))
      .orderBy(deliveries.createdAt);
    expect(rows.map((row) => row.state)).toEqual(['skipped', 'sent']);
    expect(rows.every((row) => row.payload === null)).toBe(true);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, TWICE));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Test Gifts dashboard password');
    expect(mails[0]!.text).toContain('The link works once, for 1 hour.');
  }, 40_000);
});
