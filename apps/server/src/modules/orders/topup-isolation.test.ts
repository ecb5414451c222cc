import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirm, findGiftCard, ledgerKinds, ledgerMatchesBalance, validate } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

/** Both stores allow top-ups, so every refusal here is the store boundary, not the switch. */
describe("one store cannot top up another store's gift card", () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let cardA: string;
  let cardB: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = (
      await createStore(t.db, {
        shouldAllowTopups: true,
        giftCards: [{ code: 'ISOL-ATIO-NSTO-REA1', balance: 10, isoCurrencyCode: 'USD' }],
      })
    ).slug;
    b = (
      await createStore(t.db, {
        shouldAllowTopups: true,
        giftCards: [{ code: 'ISOL-ATIO-NSTO-REB1', balance: 10, isoCurrencyCode: 'USD' }],
      })
    ).slug;
    cardA = (await findGiftCard(t.db, a, 'ISOL-ATIO-NSTO-REA1')).id;
    cardB = (await findGiftCard(t.db, b, 'ISOL-ATIO-NSTO-REB1')).id;
  });
  afterAll(() => t.close());

  const untouched = async () => {
    expect(await ledgerKinds(t.db, cardB)).toEqual(['import']);
    expect(await ledgerMatchesBalance(t.db, cardB)).toEqual({ balance: 1000, ledger: 1000 });
  };

  it("creates no payment for store B's card through store A's host", async () => {
    const intent = await createTopupIntent(t, a, cardB, 20);
    expect(intent.res.statusCode).toBe(404);
    expect(intent.res.json()).toEqual({ message: 'Gift card not found' });
    await untouched();
  });

  it("does not validate a top-up of store B's card through store A's host", async () => {
    const res = await validate(t, a, topupPayload(cardB, 20, null));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Gift card not found' });
    await untouched();
  });

  it("cannot rebind a paid-for top-up of store A's card to store B's card", async () => {
    const intent = await createTopupIntent(t, a, cardA, 20);
    const res = await validate(t, a, topupPayload(cardB, 20, intent.paymentIntentId));
    expect(res.json().message).toBe('This payment was not created for a top-up of this gift card.');
    expect((await confirm(t, a, intent)).statusCode).toBe(409);
    await untouched();
  });

  it("cannot validate or pay store B's top-up through store A's host", async () => {
    const intent = await createTopupIntent(t, b, cardB, 20);
    expect((await validate(t, a, topupPayload(cardB, 20, intent.paymentIntentId))).statusCode).toBe(404);
    expect((await validate(t, b, topupPayload(cardB, 20, intent.paymentIntentId))).statusCode).toBe(200);
    expect((await confirm(t, a, intent)).statusCode).toBe(404);
    await untouched();
  });
});
