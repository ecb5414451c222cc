import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, giftCards } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { asStaff, createAdminStore, createAdminTestApp, createStaffUser, signIn } from '../../../../test/admin.ts';
import { ledgerOf } from '../../../../test/gift-card-admin.ts';

/** 'Sell a card' with an Idempotency-Key (issue 25): a double tap or a retry issues one card and answers the same. */
let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const cardsOf = (storeId: string) => t.db.select().from(giftCards).where(eq(giftCards.storeId, storeId));

async function counter() {
  const store = await createAdminStore(t.db);
  const staff = await createStaffUser(t.db, store, { role: 'staff' });
  const cookie = await signIn(t.app, store, staff.email);
  const sell = (payload: object, key?: string) =>
    t.app.inject(
      asStaff(store, cookie, {
        method: 'POST',
        url: '/api/admin/gift-cards/sales',
        payload,
        headers: key ? { 'idempotency-key': key } : {},
      }),
    );
  return { store, sell };
}

describe('selling a card with an Idempotency-Key', () => {
  it('the same key twice issues one card, with one ledger entry and one email, and answers the same', async () => {
    const { store, sell } = await counter();
    const body = { amount: 40, paidWith: 'card', recipientEmail: 'robin@example.com' };
    const first = await sell(body, 'sale-1');
    const again = await sell(body, 'sale-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const cards = await cardsOf(store.id);
    expect(cards).toHaveLength(1);
    expect(await ledgerOf(t.db, cards[0]!.id)).toHaveLength(1);
    const mails = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, cards[0]!.id));
    expect(mails).toHaveLength(1);
  });

  it('two sales sent at once with one key (a double tap) issue one card', async () => {
    const { store, sell } = await counter();
    const [a, b] = await Promise.all([
      sell({ amount: 15, paidWith: 'cash' }, 'tap-tap'),
      sell({ amount: 15, paidWith: 'cash' }, 'tap-tap'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().card.id).toBe(b.json().card.id);
    expect(await cardsOf(store.id)).toHaveLength(1);
  });

  it('refuses the key with a different sale, and issues a card per key (or without one)', async () => {
    const { store, sell } = await counter();
    expect((await sell({ amount: 20, paidWith: 'cash' }, 'k-1')).statusCode).toBe(201);
    const changed = await sell({ amount: 25, paidWith: 'cash' }, 'k-1');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different sale.');
    expect((await sell({ amount: 20, paidWith: 'cash' }, 'k-2')).statusCode).toBe(201);
    expect((await sell({ amount: 20, paidWith: 'cash' })).statusCode).toBe(201);
    expect((await sell({ amount: 20, paidWith: 'cash' })).statusCode).toBe(201);
    expect(await cardsOf(store.id)).toHaveLength(4);
  });

  it('keeps keys per store: another store’s sale with the same key issues its own card', async () => {
    const one = await counter();
    const two = await counter();
    const a = await one.sell({ amount: 10, paidWith: 'cash' }, 'shared-key');
    const b = await two.sell({ amount: 10, paidWith: 'cash' }, 'shared-key');
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().card.id).not.toBe(b.json().card.id);
  });

  it('refuses an empty or spaced key with a sentence, issuing nothing', async () => {
    const { store, sell } = await counter();
    const res = await sell({ amount: 10, paidWith: 'cash' }, 'has space');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key must be printable ASCII without spaces');
    expect(await cardsOf(store.id)).toHaveLength(0);
  });
});
