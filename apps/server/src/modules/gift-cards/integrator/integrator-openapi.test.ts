import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
};

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId and names the session cookie and the bearer key as security schemes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
      session: { type: 'apiKey', in: 'cookie', name: 'gf_admin_session' },
    });
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
    );
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { call, op } of operations) {
      if (call.includes(' /api/admin/') && !call.includes('/api/admin/session') && !call.includes('/password'))
        expect(op.security, call).toBeDefined();
    }
  });

  it('describes every /api/v1 call: the bearer key, its body, its answer and its refusals', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const v1 = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
    expect(v1.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual([
      'GET /api/v1/activities',
      'GET /api/v1/gift-cards',
      'GET /api/v1/gift-cards/{code}',
      'GET /api/v1/gift-cards/{id}/activities',
      'GET /api/v1/orders/{id}',
      'POST /api/v1/gift-cards',
      'POST /api/v1/gift-cards/{code}/holds',
      'POST /api/v1/gift-cards/{code}/redemptions',
      'POST /api/v1/gift-cards/{id}/adjustments',
      'POST /api/v1/gift-cards/{id}/loads',
      'POST /api/v1/gift-cards/{id}/reactivate',
      'POST /api/v1/gift-cards/{id}/void',
      'POST /api/v1/holds/{id}/capture',
      'POST /api/v1/holds/{id}/release',
      'POST /api/v1/redemptions/{id}/reversal',
    ]);
    for (const { method, path, op } of v1) {
      const call = `${method} ${path}`;
      expect(op.security, call).toEqual([{ apiKey: [] }]);
      const success = Object.keys(op.responses).find((status) => status.startsWith('2'))!;
      expect(op.responses[success]!.content, call).toBeDefined();
      expect(Object.keys(op.responses), call).toEqual(expect.arrayContaining(['400', '401', '403', '404', '429']));
      if (method === 'post' && !path.endsWith('/reactivate') && !path.endsWith('/release'))
        expect(op.requestBody, call).toBeDefined();
    }
  });
});
