import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, mailOutbox } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { asStaff, createAdminStore, createAdminTestApp, createStaffUser, signIn } from '../../../../test/admin.ts';
import { fastJobs } from '../../../../test/delivery-apps.ts';
import { deliveryOf, recordDelivery } from '../../../../test/delivery-factories.ts';
import { cardRow, issueCard } from '../../../../test/gift-card-admin.ts';
import { waitFor } from '../../../../test/wait-for.ts';
import { DELIVERY_QUEUE } from '../../deliveries/enqueue-due-deliveries.ts';
import { LIVE_JOB_STATES } from '../../deliveries/sweep-stalled-deliveries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp(fastJobs);
});
afterAll(async () => {
  await t.close();
});

async function staffSession() {
  const store = await createAdminStore(t.db);
  const staff = await createStaffUser(t.db, store, { role: 'staff' });
  const cookie = await signIn(t.app, store, staff.email);
  return {
    store,
    cookie,
    as: (options: Parameters<typeof asStaff>[2]) => t.app.inject(asStaff(store, cookie, options)),
  };
}

const mailsTo = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const resend = (id: string, payload?: object) => ({
  method: 'POST' as const,
  url: `/api/admin/gift-cards/${id}/resend`,
  ...(payload ? { payload } : {}),
});

describe('POST /api/admin/gift-cards/{id}/resend', () => {
  it('sends the gift email again to a corrected address (staff may), and the old address gets nothing more', async () => {
    const { store, as } = await staffSession();
    const old = `old-${crypto.randomUUID()}@example.com`;
    const corrected = `new-${crypto.randomUUID()}@example.com`;
    const { card } = await issueCard(t.db, store.id, { recipientEmail: old });
    await recordDelivery(t.db, store.id, 'gift', card.id, old);
    await waitFor(async () => (await deliveryOf(t.db, card.id)).state === 'sent', 20_000, 'the first gift email');

    const res = await as(resend(card.id, { recipientEmail: corrected }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipientEmail: corrected, state: 'pending' });
    expect((await cardRow(t.db, card.id)).recipientEmail).toBe(corrected);
    await waitFor(async () => (await mailsTo(corrected)).length === 1, 20_000, 'the resent gift email');
    // A resend while the last send's job is still finishing is picked up by the stalled-delivery sweep; here, wait for the job to end.
    const deliveryId = (await deliveryOf(t.db, card.id)).id;
    await waitFor(
      async () => !LIVE_JOB_STATES.has((await t.app.jobs.boss.getJobById(DELIVERY_QUEUE, deliveryId))?.state ?? 'gone'),
      20_000,
      'the send job to finish',
    );

    expect((await as(resend(card.id))).statusCode).toBe(200);
    await waitFor(
      async () => (await mailsTo(corrected)).length === 2,
      20_000,
      'a second resend to the address on record',
    );
    expect(await mailsTo(old)).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, card.id), eq(auditLog.action, 'gift-card.resent')));
    expect(entries[0]).toMatchObject({ before: { recipientEmail: old }, after: { recipientEmail: corrected } });
    // The card's history lists both resends, with the address each went to.
    const detail = (await as({ url: `/api/admin/gift-cards/${card.id}` })).json();
    expect(
      detail.ledger.filter((e: { kind: string }) => e.kind === 'resend').map((e: { note: string }) => e.note),
    ).toEqual([`To ${corrected}`, `To ${corrected}`]);
  });

  it('refuses a postal card (409), a card with no recipient (422), a bad address (400) and no session (401)', async () => {
    const { store, as } = await staffSession();
    const postal = await issueCard(t.db, store.id, { deliveryMethod: 'Postal' });
    expect((await as(resend(postal.card.id))).json()).toEqual({
      message: 'This card is sent by post: there is no gift email to resend.',
    });
    const kept = await issueCard(t.db, store.id, { recipientEmail: null });
    const none = await as(resend(kept.card.id));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('This card has no recipient email: give recipientEmail to send it.');
    const bad = await as(resend(kept.card.id, { recipientEmail: 'not-an-email' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.recipientEmail: recipientEmail must be an email address');
    expect((await t.app.inject({ ...resend(kept.card.id), headers: store.headers })).statusCode).toBe(401);
    expect((await cardRow(t.db, kept.card.id)).recipientEmail).toBeNull();
  });
});
