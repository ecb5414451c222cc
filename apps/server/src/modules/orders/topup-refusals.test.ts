import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, paymentIntents } from '../../db/schema/index.ts';
import { confirm, findGiftCard, ledgerKinds, ledgerMatchesBalance, validate } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

const ACTIVE = 'REFU-SALS-ACTI-VE01';
const EXPIRED = 'REFU-SALS-EXPI-RED1';
const STORED_EXPIRED = 'REFU-SALS-EXPI-RED2';
const INACTIVE = 'REFU-SALS-INAC-TIVE';
const NEAR_MAX = 'REFU-SALS-NEAR-MAX1';
const RACED = 'REFU-SALS-RACE-D001';
const SWITCHED_OFF = 'REFU-SALS-OFFL-ATER';

describe('top-ups the server refuses', () => {
  let t: TestApp;
  let slug: string;
  const idOf = async (code: string) => (await findGiftCard(t.db, slug, code)).id;
  const intentStatus = async (providerIntentId: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, providerIntentId)))[0]!.status;

  beforeAll(async () => {
    t = await createTestApp();
    // No maxGiftCardBalance in the file: the default of 2,000 applies.
    slug = (
      await createStore(t.db, {
        shouldAllowTopups: true,
        giftCards: [
          { code: ACTIVE, balance: 10, isoCurrencyCode: 'USD' },
          { code: EXPIRED, balance: 10, isoCurrencyCode: 'USD', expiresOn: '2020-01-31' },
          { code: STORED_EXPIRED, balance: 10, isoCurrencyCode: 'USD', status: 'Expired' },
          { code: INACTIVE, balance: 10, isoCurrencyCode: 'USD', status: 'Inactive' },
          { code: NEAR_MAX, balance: 1990, isoCurrencyCode: 'USD' },
          { code: RACED, balance: 1950, isoCurrencyCode: 'USD' },
          { code: SWITCHED_OFF, balance: 10, isoCurrencyCode: 'USD' },
        ],
      })
    ).slug;
  });
  afterAll(() => t.close());

  it.each([
    [EXPIRED, 'This gift card has expired and cannot be topped up.'],
    [STORED_EXPIRED, 'This gift card has expired and cannot be topped up.'],
    [INACTIVE, 'This gift card is not active and cannot be topped up.'],
  ])(
    'refuses to top up %s with a clear message, before and at validation, crediting nothing',
    async (code, message) => {
      const id = await idOf(code);
      const intent = await createTopupIntent(t, slug, id, 20);
      expect(intent.res.statusCode).toBe(400);
      expect(intent.res.json()).toEqual({ message });
      const res = await validate(t, slug, topupPayload(id, 20, null));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await ledgerKinds(t.db, id)).toEqual(['import']);
    },
  );

  it('refuses an amount with more than two decimals instead of rounding it', async () => {
    const id = await idOf(ACTIVE);
    const intent = await createTopupIntent(t, slug, id, 10.005);
    expect(intent.res.json()).toEqual({ message: 'The top-up amount can have at most 2 decimal places.' });
    const valid = await createTopupIntent(t, slug, id, 10);
    const res = await validate(t, slug, topupPayload(id, 10.005, valid.paymentIntentId));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The top-up amount can have at most 2 decimal places.');
  });

  it('refuses less than 1 before the payment is created', async () => {
    const intent = await createTopupIntent(t, slug, await idOf(ACTIVE), 0.5);
    expect(intent.res.statusCode).toBe(400);
    expect(intent.res.json()).toEqual({ message: 'The top-up amount must be at least $1.00.' });
  });

  it('caps the balance at 2,000 by default: up to the cap is paid, a cent more is refused', async () => {
    const id = await idOf(NEAR_MAX);
    const over = await createTopupIntent(t, slug, id, 10.01);
    expect(over.res.json()).toEqual({
      message: 'This card can be topped up by at most $10.00 (the maximum balance is $2,000.00).',
    });
    const exact = await createTopupIntent(t, slug, id, 10);
    expect((await validate(t, slug, topupPayload(id, 10, exact.paymentIntentId))).statusCode).toBe(200);
    expect((await confirm(t, slug, exact)).json().status).toBe('succeeded');
    expect(await ledgerMatchesBalance(t.db, id)).toEqual({ balance: 200_000, ledger: 200_000 });
    const full = await createTopupIntent(t, slug, id, 1);
    expect(full.res.json()).toEqual({ message: 'This card is already at the maximum balance of $2,000.00.' });
  });

  it('does not let two top-ups validated side by side pass the cap together', async () => {
    const id = await idOf(RACED);
    const first = await createTopupIntent(t, slug, id, 30);
    const second = await createTopupIntent(t, slug, id, 30);
    expect((await validate(t, slug, topupPayload(id, 30, first.paymentIntentId))).statusCode).toBe(200);
    expect((await validate(t, slug, topupPayload(id, 30, second.paymentIntentId))).statusCode).toBe(200);
    expect((await confirm(t, slug, first)).statusCode).toBe(200);
    const refused = await confirm(t, slug, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This card can be topped up by at most $20.00 (the maximum balance is $2,000.00).',
    );
    expect(await intentStatus(second.paymentIntentId)).not.toBe('succeeded');
    expect(await ledgerMatchesBalance(t.db, id)).toEqual({ balance: 198_000, ledger: 198_000 });
    expect(await ledgerKinds(t.db, id)).toEqual(['import', 'topup']);
  });

  it('charges nothing when the card was switched off after validation', async () => {
    const id = await idOf(SWITCHED_OFF);
    const intent = await createTopupIntent(t, slug, id, 15);
    expect((await validate(t, slug, topupPayload(id, 15, intent.paymentIntentId))).statusCode).toBe(200);
    await t.db.update(giftCards).set({ status: 'Voided' }).where(eq(giftCards.id, id));
    const res = await confirm(t, slug, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This gift card is not active and cannot be topped up.');
    expect(await intentStatus(intent.paymentIntentId)).not.toBe('succeeded');
    expect(await ledgerKinds(t.db, id)).toEqual(['import']);
  });
});
