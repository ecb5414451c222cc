import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../../test/admin.ts';
import { insertOrder } from '../../../../test/delivery-factories.ts';

/** Issue 25: a list longer than an export holds is refused in words, never cut short (the cap is 3 here). */
let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ CSV_EXPORT_MAX_ROWS: '3' });
});
afterAll(async () => {
  await t.close();
});

const exportsOf = (storeId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.action, action)));

describe('a CSV export over the cap', () => {
  it('refuses a gift card list longer than the cap with a sentence, writes no file and records no export', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    for (const amount of [10, 11, 12, 13])
      expect(
        (await as({ method: 'POST', url: '/api/admin/gift-cards/sales', payload: { amount, paidWith: 'cash' } }))
          .statusCode,
      ).toBe(201);

    const res = await as({ url: '/api/admin/gift-cards.csv' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBe(
      'This list has 4 gift cards, more than the 3 one export can hold. Narrow it with a search, a status or a kind to export it.',
    );
    expect(await exportsOf(store.id, 'gift-card.list-exported')).toHaveLength(0);
  });

  it('exports a list of exactly the cap whole', async () => {
    const { as } = await ownerSession(t.app, t.db);
    for (const amount of [10, 11, 12])
      await as({ method: 'POST', url: '/api/admin/gift-cards/sales', payload: { amount, paidWith: 'cash' } });
    const res = await as({ url: '/api/admin/gift-cards.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(4);
  });

  it('refuses an orders list longer than the cap the same way', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    for (let i = 0; i < 4; i += 1) await insertOrder(t.db, store.id);
    const res = await as({ url: '/api/admin/orders.csv' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This list has 4 orders, more than the 3 one export can hold. Narrow it with a search, a status or dates to export it.',
    );
    expect(await exportsOf(store.id, 'order.list-exported')).toHaveLength(0);
  });
});
