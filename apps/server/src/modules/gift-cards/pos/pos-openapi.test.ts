import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { createTestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
};

describe('the gift card API in the OpenAPI document', () => {
  it('declares the POS calls under the pos tag with the bearer key, their bodies, headers and answers', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const paths = doc.paths as Record<string, Record<string, Operation>>;
    const pos = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('pos'))
        .map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(pos.map((p) => p.call).sort()).toEqual([
      'GET /api/v1/gift-cards/{code}',
      'POST /api/v1/gift-cards/{code}/redemptions',
      'POST /api/v1/redemptions/{id}/reversal',
    ]);
    for (const { op } of pos) {
      expect(op.security).toEqual([{ apiKey: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '404', '429']));
    }
    const redeem = paths['/api/v1/gift-cards/{code}/redemptions']!.post!;
    expect(redeem.requestBody).toBeDefined();
    expect(redeem.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['header:idempotency-key', 'path:code']),
    );
    expect(Object.keys(redeem.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '422']));
  });
});
