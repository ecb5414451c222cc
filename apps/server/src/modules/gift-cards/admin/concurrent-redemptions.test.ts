import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../../test/admin.ts';
import { ledgerMatchesBalance } from '../../../../test/checkout.ts';
import { issueCard, redemptionsOf } from '../../../../test/gift-card-admin.ts';

const REDEMPTIONS = 50;

describe('many counter redemptions of one card at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  it('never take more than the balance: exactly as many as it allows, and the ledger sums to what is left', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id, { initialMinor: 5000 });
    const results = await Promise.all(
      Array.from({ length: REDEMPTIONS }, (_, i) =>
        as({
          method: 'POST',
          url: `/api/admin/gift-cards/${card.id}/redemptions`,
          payload: { amount: 3 },
          headers: { 'idempotency-key': `sale-${i}` },
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(16);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 422 || s === 409)).toBe(true);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 200, ledger: 200 });
    expect(await redemptionsOf(t.db, card.id)).toHaveLength(16);
  });

  it('record one redemption for the same Idempotency-Key sent many times at once', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id, { initialMinor: 5000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        as({
          method: 'POST',
          url: `/api/admin/gift-cards/${card.id}/redemptions`,
          payload: { amount: 7 },
          headers: { 'idempotency-key': 'one-sale' },
        }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((res) => res.json().redemption.id)).size).toBe(1);
    expect(await redemptionsOf(t.db, card.id)).toHaveLength(1);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 4300, ledger: 4300 });
  });
});
