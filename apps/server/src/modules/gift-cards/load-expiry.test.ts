import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards } from '../../db/schema/index.ts';
import { confirm, findGiftCard, validate } from '../../../test/checkout.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { ledgerOf } from '../../../test/gift-card-admin.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A day `years` from today (UTC, the stores' clock here). */
const inYears = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

let cards = 0;
/** A store with the rule and one carried-over $50 card expiring on `expiresOn` (as if issued years ago). */
async function storeWithCard(expiryRule: 'us-federal' | 'california' | 'none', expiresOn: string) {
  cards += 1;
  const code = `LOAD-EXPY-${String(cards).padStart(4, '0')}-AAAA`;
  const owner = await ownerSession(t.app, t.db, {
    expiryRule,
    timeZone: 'UTC',
    shouldAllowTopups: true,
    maxGiftCardBalance: 500,
    giftCards: [{ code, balance: 50, isoCurrencyCode: 'USD' }],
  });
  const card = await findGiftCard(t.db, owner.store.slug, code);
  // Set after the import: the store file checks no card's date against the rule.
  await t.db.update(giftCards).set({ expiresOn }).where(eq(giftCards.id, card.id));
  return { ...owner, cardId: card.id };
}

async function topUp(slug: string, cardId: string, amount: number) {
  const intent = await createTopupIntent(t, slug, cardId, amount);
  expect((await validate(t, slug, topupPayload(cardId, amount, intent.paymentIntentId))).statusCode).toBe(200);
  expect((await confirm(t, slug, intent)).json().status).toBe('succeeded');
}

const cardOf = async (id: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;

describe('money loaded onto a card under the store’s expiry rule (decision 0162)', () => {
  it('a storefront top-up under the US federal rule moves an expiry sooner than five years to five years after the load', async () => {
    const { store, cardId } = await storeWithCard('us-federal', inYears(1));
    await topUp(store.slug, cardId, 20);
    expect(await cardOf(cardId)).toMatchObject({ balanceMinor: 7000, expiresOn: inYears(5) });
    expect((await ledgerOf(t.db, cardId)).at(-1)).toMatchObject({
      kind: 'topup',
      amountMinor: 2000,
      note: expect.stringContaining(`Expiry moved to ${inYears(5)}`),
    });
  });

  it('an API load under the US federal rule does the same; a card expiring later than that keeps its date', async () => {
    const { as, cardId, store } = await storeWithCard('us-federal', inYears(2));
    const { key } = (
      await as({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Till', scopes: ['gift_cards:write'] } })
    ).json();
    const load = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/gift-cards/${cardId}/loads`,
        headers: { host: store.host, authorization: `Bearer ${key}` },
        payload: { amount: 5 },
      });
    const loaded = await load();
    expect(loaded.statusCode).toBe(201);
    expect(loaded.json()).toMatchObject({ balance: 55, expiresOn: inYears(5) });
    await t.db
      .update(giftCards)
      .set({ expiresOn: inYears(7) })
      .where(eq(giftCards.id, cardId));
    expect((await load()).json()).toMatchObject({ balance: 60, expiresOn: inYears(7) });
  });

  it('a top-up in California takes the expiry away; with no rule the expiry stays', async () => {
    const california = await storeWithCard('california', inYears(1));
    await topUp(california.store.slug, california.cardId, 10);
    expect(await cardOf(california.cardId)).toMatchObject({ balanceMinor: 6000, expiresOn: null });
    const none = await storeWithCard('none', inYears(1));
    await topUp(none.store.slug, none.cardId, 10);
    expect(await cardOf(none.cardId)).toMatchObject({ balanceMinor: 6000, expiresOn: inYears(1) });
  });
});
