import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '@giftfront/domain/api-paths';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { todayUtc } from './gift-card-lookup.ts';

const CODE_A = 'GFTA-7K3M-9PQR-XW2Z';
const CODE_B = 'GFTB-4HJN-8TUV-YC5D';
const byCode = [
  ['GET /GiftCard/GetByCode', apiPaths.balanceByCode],
  ['GET /api/Payment/GetGiftCardByCode', apiPaths.giftCardByCode],
] as const;

/** Everything a client sees of an answer except the time it was sent. */
/** What a guesser could compare: all but the date and the request's own id, which differ on every answer. */
function visible(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

describe('gift card lookups', () => {
  let t: TestApp;
  let storeA: string;
  let storeB: string;
  let inactive: string;
  let address = 0;
  // Each request comes from its own address so the failure limit never interferes here.
  const get = (slug: string, url: string) =>
    t.app.inject({ url, headers: hostOf(slug), remoteAddress: `198.51.100.${(address = (address + 1) % 250)}` });

  beforeAll(async () => {
    t = await createTestApp();
    storeA = (
      await createStore(t.db, {
        currencyCode: 'EUR',
        giftCards: [
          {
            code: CODE_A,
            balance: 42.5,
            isoCurrencyCode: 'EUR',
            expiresOn: '2099-12-31',
            recipientEmailAddress: 'ada@example.com',
            status: 'Active',
          },
          {
            code: 'OLDCARD2020EXPIRED',
            balance: 10,
            isoCurrencyCode: 'EUR',
            expiresOn: '2020-01-31',
            status: 'Active',
          },
          { code: 'ENDSTODAY00000001', balance: 5, isoCurrencyCode: 'EUR', expiresOn: todayUtc(), status: 'Active' },
          {
            code: 'SWITCHEDOFF000001',
            balance: 5,
            isoCurrencyCode: 'EUR',
            expiresOn: '2020-01-31',
            status: 'Inactive',
          },
        ],
      })
    ).slug;
    storeB = (await createStore(t.db, { giftCards: [{ code: CODE_B, balance: 15, isoCurrencyCode: 'USD' }] })).slug;
    inactive = (
      await createStore(t.db, {
        status: 'Inactive',
        giftCards: [{ code: 'CLOSEDSHOP0000001', balance: 1, isoCurrencyCode: 'USD' }],
      })
    ).slug;
  });
  afterAll(() => t.close());

  describe.each(byCode)('%s', (_name, path) => {
    it('finds a card by its exact code, balance in decimals', async () => {
      const res = await get(storeA, path(CODE_A));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(String),
        code: CODE_A,
        balance: 42.5,
        isoCurrencyCode: 'EUR',
        expiresOn: '2099-12-31',
        recipientEmailAddress: 'ada@example.com',
        status: 'Active',
      });
    });

    it('finds a card by its code in lower case with spaces, dashes and padding', async () => {
      const res = await get(storeA, path('  gfta 7k3m-9pqr - xw2z '));
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(CODE_A);
    });

    it('reports an Active card past its expiry date as Expired', async () => {
      expect((await get(storeA, path('OLDCARD2020EXPIRED'))).json().status).toBe('Expired');
    });

    it('keeps a card Active through its expiry day', async () => {
      expect((await get(storeA, path('ENDSTODAY00000001'))).json().status).toBe('Active');
    });

    it('reports a stored status other than Active as it is', async () => {
      expect((await get(storeA, path('SWITCHEDOFF000001'))).json().status).toBe('Inactive');
    });

    it('gives unknown, malformed and other-store codes the same 404, byte for byte', async () => {
      const unknown = visible(await get(storeA, path('NOSUCHCODE0000000')));
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body)).toEqual({ message: 'Gift card not found or invalid code.' });
      const others = [
        path(CODE_B), // store B's card through store A
        path(' - '), // empty after normalising
        path('A'.repeat(65)), // too long
        path('A'.repeat(300)), // longer than the router's parameter limit
        path('GFTA_7K3M'), // an illegal character
        path('GFTA/7K3M'), // an encoded slash
        `${path('GFTA')}/7K3M`, // a real slash
        path(''), // nothing at all
      ];
      for (const url of others) expect(visible(await get(storeA, url)), url).toEqual(unknown);
    });

    it("never answers store B's card through store A's host", async () => {
      expect((await get(storeB, path(CODE_B))).statusCode).toBe(200);
      expect((await get(storeA, path(CODE_B))).statusCode).toBe(404);
    });

    it('answers 403 for a store that is not active', async () => {
      const res = await get(inactive, path('CLOSEDSHOP0000001'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Store is not active' });
    });

    it('tells caches not to keep the answer', async () => {
      expect((await get(storeA, path(CODE_A))).headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /api/Payment/GetGiftCardById', () => {
    it('returns the card with only the last four characters of its code', async () => {
      const { id } = (await get(storeA, apiPaths.balanceByCode(CODE_A))).json();
      const res = await get(storeA, apiPaths.giftCardById(id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        code: '•••• XW2Z',
        balance: 42.5,
        isoCurrencyCode: 'EUR',
        status: 'Active',
      });
      expect(res.body).not.toContain('7K3M');
    });

    it("answers 404 for store B's card through store A's host", async () => {
      const { id } = (await get(storeB, apiPaths.balanceByCode(CODE_B))).json();
      expect((await get(storeB, apiPaths.giftCardById(id))).statusCode).toBe(200);
      const res = await get(storeA, apiPaths.giftCardById(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Gift card not found.' });
    });

    it('answers 400 for an id that is not a uuid', async () => {
      const res = await get(storeA, apiPaths.giftCardById('123'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('id must be a gift card id (uuid)');
    });
  });
});
