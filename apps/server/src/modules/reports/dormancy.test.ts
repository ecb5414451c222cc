import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  auditActions,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const yearsAgo = (years: number) => sql`now() - make_interval(years => ${years})`;

describe('the dormancy report', () => {
  it('lists money cards with a balance and no activity for N years, with buyer and recipient, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const batch = (
      await as({ method: 'POST', url: '/api/admin/batches', payload: { label: 'Old', quantity: 4, amount: 30 } })
    ).json();
    const cards = await t.db.select().from(giftCards).where(eq(giftCards.batchId, batch.id)).orderBy(giftCards.code);
    const [dormant, recent, emptied, voided] = cards as [
      (typeof cards)[0],
      (typeof cards)[0],
      (typeof cards)[0],
      (typeof cards)[0],
    ];
    const old = [dormant.id, emptied.id, voided.id];
    await t.db
      .update(giftCards)
      .set({ createdAt: yearsAgo(4) })
      .where(inArray(giftCards.id, old));
    await t.db
      .update(giftCardLedger)
      .set({ createdAt: yearsAgo(4) })
      .where(inArray(giftCardLedger.giftCardId, old));
    await t.db
      .update(giftCards)
      .set({
        senderName: 'Bea Buyer',
        senderEmail: 'bea@example.com',
        recipientName: 'Ray Recipient',
        recipientEmail: 'ray@example.com',
      })
      .where(eq(giftCards.id, dormant.id));
    await t.db.update(giftCards).set({ balanceMinor: 0 }).where(eq(giftCards.id, emptied.id));
    await t.db.update(giftCards).set({ status: 'Voided' }).where(eq(giftCards.id, voided.id));

    const res = await as({ method: 'GET', url: '/api/admin/reports/dormancy.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Card id,Code,Balance,Currency,Issued on,Last activity,Expires on,Buyer name,Buyer email,Recipient name,Recipient email,Order',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(dormant.id);
    expect(lines[1]).toContain(',30.00,USD,');
    expect(lines[1]).toContain('Bea Buyer,bea@example.com,Ray Recipient,ray@example.com');
    expect(res.body).not.toContain(dormant.code);
    expect(res.body).not.toContain(recent.id);

    const five = await as({ method: 'GET', url: '/api/admin/reports/dormancy.csv?years=5' });
    expect(five.body.trim().split('\r\n')).toHaveLength(1);
    const bad = await as({ method: 'GET', url: '/api/admin/reports/dormancy.csv?years=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/whole number from 1 to 20/);
    expect(await auditActions(t.db, store.id)).toContain('report.dormancy-exported');
  });

  it('refuses staff (403) and no session (401)', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const url = '/api/admin/reports/dormancy.csv';
    expect((await t.app.inject(asStaff(store, cookie, { method: 'GET', url }))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: store.headers })).statusCode).toBe(401);
  });
});
