import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentIntentBodyMoney, currencyAt, giftCardLookupMoney } from '@giftfront/domain/money-paths';
import { giftCardLookupSchema } from '@giftfront/domain/gift-card';
import { ApiError, apiGet, apiPost, errorMessageFor, REQUEST_ABORTED, UNREADABLE_ANSWER } from './api-client';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(typeof response === 'function' ? response : async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls the same origin path with credentials included', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await apiGet('/api/Store/StoreSettings');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Store/StoreSettings',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('returns the parsed JSON body', async () => {
    stubFetch(json(200, [{ slug: 'classic' }]));
    await expect(apiGet('/api/Store/Products')).resolves.toEqual([{ slug: 'classic' }]);
  });

  it('returns text bodies as text', async () => {
    stubFetch(new Response('<script>1</script>', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await expect(apiGet('/api/Store/CustomEmbedScript')).resolves.toBe('<script>1</script>');
  });

  it('gives no body on 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiPost('/api/x', { a: 1 })).resolves.toBeUndefined();
  });

  it('sends a JSON body on POST', async () => {
    const fetchMock = stubFetch(json(200, {}));
    await apiPost('/api/Payment/ValidateOrder', { paymentIntentId: 'pi_1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"paymentIntentId":"pi_1"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it.each([
    [400, '400 Bad Request'],
    [401, '401 Unauthorized'],
    [403, '403 Forbidden'],
    [404, '404 Not Found'],
    [500, '500 Internal Server Error'],
    [502, '502 Bad Gateway'],
    [503, '503 Service Unavailable'],
  ])('answers status %i with "%s"', async (status, text) => {
    stubFetch(new Response('', { status }));
    const error = await failure(apiGet('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
  });

  it("prefers the server's message when the body has one", async () => {
    stubFetch(json(404, { message: 'Product not found' }));
    const error = await failure(apiGet('/api/Store/GetProductBySlug/nope'));
    expect(error.message).toBe('Product not found');
    expect(error.status).toBe(404);
  });

  it('gives Generic Error with status, status text and body for other statuses', async () => {
    stubFetch(new Response('teapot body', { status: 418, statusText: "I'm a teapot" }));
    const error = await failure(apiGet('/api/x'));
    expect(error.message).toBe("Generic Error: 418 I'm a teapot - teapot body");
    expect(error.status).toBe(418);
  });

  it('says Request aborted for a cancelled call', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    });
    const error = await failure(apiGet('/api/x', { signal: controller.signal }));
    expect(error.message).toBe(REQUEST_ABORTED);
    expect(error.aborted).toBe(true);
  });

  it("sends a body's minor units as the API's decimals and reads an answer's decimals as minor units", async () => {
    const fetchMock = stubFetch(json(200, { order: { totals: { total: 25.63 }, payment: { currency: 'JPY' } } }));
    const answer = await apiPost(
      '/api/x',
      { amount: 2563, currency: 'usd' },
      {
        bodyMoney: { paths: createPaymentIntentBodyMoney, currency: 'USD' },
        answerMoney: {
          paths: { order: { totals: { total: 'money' } } },
          currency: currencyAt('order', 'payment', 'currency'),
        },
      },
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ amount: 25.63, currency: 'usd' });
    // The answer names its currency: JPY has no minor digits.
    expect(answer).toEqual({ order: { totals: { total: 26 }, payment: { currency: 'JPY' } } });
  });

  it('passes an answer without a body through unconverted', async () => {
    stubFetch(json(200, null));
    await expect(
      apiGet('/api/x', { answerMoney: { paths: createPaymentIntentBodyMoney, currency: 'USD' } }),
    ).resolves.toBeNull();
  });

  it('reads the answer with the reader the caller gives, after its money is in minor units', async () => {
    stubFetch(
      json(200, {
        id: 'c1',
        code: 'GFTA-1',
        balance: 12.5,
        isoCurrencyCode: 'EUR',
        expiresOn: null,
        recipientEmailAddress: null,
        status: 'Active',
        extra: 1,
      }),
    );
    const card = await apiGet('/GiftCard/GetByCode/GFTA1', {
      answerMoney: { paths: giftCardLookupMoney, currency: 'EUR' },
      read: (answer) => giftCardLookupSchema.parse(answer),
    });
    expect(card).toMatchObject({ id: 'c1', balance: 1250 });
    expect(card).not.toHaveProperty('extra');
  });

  it('fails as an ApiError, without the answer, when the answer is of another shape', async () => {
    stubFetch(json(200, { code: 'GFTA-SECRET', balance: 'lots' }));
    const error = await failure(apiGet('/x', { read: (answer) => giftCardLookupSchema.parse(answer) }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNREADABLE_ANSWER, status: 0, body: null });
  });

  it("keeps the server's JSON error body and its problems by field", async () => {
    stubFetch(json(400, { message: 'body.customer.email: Enter an email address.' }));
    const error = await failure(apiPost('/api/Payment/ValidateOrder', {}));
    expect(error.body).toEqual({ message: 'body.customer.email: Enter an email address.' });
    expect(error.fieldErrors).toEqual({ 'customer.email': 'Enter an email address.' });
  });

  it('ignores an empty server message', () => {
    expect(errorMessageFor(500, 'Internal Server Error', { message: '  ' })).toBe('500 Internal Server Error');
  });
});
