import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@giftfront/domain/api-paths';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API reference', () => {
  it('is a readable page at /api/docs that loads its own code', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const script = page.body.match(/src="([^"]*swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const bundle = await t.app.inject({ url: new URL(script!, 'http://localhost/api/docs/').pathname });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });

  it('serves the OpenAPI document at /api/docs/json, saying the host chooses the store', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      openapi: string;
      info: { description: string };
      paths: object;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.description).toContain('first label');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/Store/Products', '/api/Payment/ValidateOrder']),
    );
  });
});

describe('the API reference in production', () => {
  it.each([
    ['is not served without API_DOCS', {}, 404],
    ['is served with API_DOCS=public', { API_DOCS: 'public' }, 200],
  ] as const)('%s', async (_name, overrides, status) => {
    const production = await createTestApp({ NODE_ENV: 'production', ...overrides });
    try {
      expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(status);
      expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(status);
      expect(Object.keys(production.app.swagger().paths ?? {})).toContain('/api/Store/Products');
    } finally {
      await production.close();
    }
  });
});

/** The route pattern a path of api-paths.ts stands for: its parameters as `:p`, without a query. */
const pattern = (path: string | ((value: string) => string)) =>
  decodeURIComponent(typeof path === 'string' ? path : path(':p')).split('?')[0]!;

describe('packages/domain/src/api-paths.ts', () => {
  const methodOf: Record<keyof typeof apiPaths, 'GET' | 'POST'> = {
    storeSettings: 'GET',
    products: 'GET',
    productBySlug: 'GET',
    productById: 'GET',
    customEmbedScript: 'GET',
    createPaymentIntent: 'POST',
    validateOrder: 'POST',
    placeOrder: 'POST',
    orderDetails: 'GET',
    bulkOrderCodes: 'GET',
    activeDiscountCode: 'GET',
    giftCardByCode: 'GET',
    giftCardById: 'GET',
    bonusRules: 'GET',
    sandboxConfirm: 'POST',
    sandboxAuthenticate: 'POST',
    webhook: 'POST',
    balanceByCode: 'GET',
    giftCardPreview: 'GET',
    giftCardPdf: 'GET',
    giftedPreview: 'GET',
    manageGift: 'GET',
  };

  it.each(Object.entries(apiPaths))('names a route the server has: %s', (name, path) => {
    const method = methodOf[name as keyof typeof apiPaths];
    expect(t.app.hasRoute({ method, url: pattern(path) }), `${method} ${pattern(path)}`).toBe(true);
  });
});
