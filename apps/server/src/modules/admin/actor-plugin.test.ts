import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('merchant routes', () => {
  it('must each declare who may call them: the server refuses to start otherwise', async () => {
    const app = await build({ config: testConfig({ STATIC_DIR: '/nonexistent' }), database });
    app.register(async (scope) => {
      scope.get('/api/admin/forgotten', async () => ({ secret: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/admin/forgotten must declare config.access (lib/access.ts)');
    await app.close().catch(() => undefined);
  });

  it('are in the OpenAPI document under the admin tag', async () => {
    const app = await build({ config: testConfig({ STATIC_DIR: '/nonexistent' }), database });
    await app.ready();
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const admin = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap(
      ([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.tags?.includes('admin'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(admin.sort()).toEqual(
      [
        'DELETE /api/admin/api-keys/{id}',
        'DELETE /api/admin/session',
        'DELETE /api/admin/staff/{id}',
        'GET /api/admin/api-keys',
        'GET /api/admin/audit',
        'GET /api/admin/batches',
        'GET /api/admin/batches/{id}',
        'GET /api/admin/batches/{id}/codes.csv',
        'GET /api/admin/batches/{id}/print.pdf',
        'GET /api/admin/bonus-rules',
        'GET /api/admin/reports/dormancy.csv',
        'POST /api/admin/activations',
        'POST /api/admin/batches',
        'POST /api/admin/batches/{id}/void-unused',
        'POST /api/admin/bonus-rules',
        'GET /api/admin/customers',
        'GET /api/admin/customers/one',
        'GET /api/admin/search',
        'GET /api/admin/audit/filters',
        'GET /api/admin/deliveries',
        'GET /api/admin/discount-codes',
        'GET /api/admin/discount-codes/batch.csv',
        'GET /api/admin/fulfilment',
        'GET /api/admin/fulfilment.csv',
        'GET /api/admin/fulfilment/packing-slips',
        'GET /api/admin/gift-cards',
        'GET /api/admin/gift-cards.csv',
        'GET /api/admin/gift-cards/{id}',
        'GET /api/admin/orders',
        'GET /api/admin/orders.csv',
        'GET /api/admin/orders/{id}',
        'GET /api/admin/orders/{id}/buyer-cards',
        'GET /api/admin/reports/liability',
        'GET /api/admin/reports/liability.csv',
        'GET /api/admin/reports/redemptions',
        'GET /api/admin/reports/redemptions.csv',
        'GET /api/admin/reports/sales',
        'GET /api/admin/reports/sales.csv',
        'GET /api/admin/session',
        'GET /api/admin/settings',
        'GET /api/admin/settings/notifications',
        'GET /api/admin/settings/payments',
        'GET /api/admin/staff',
        'GET /api/admin/store-file',
        'GET /api/admin/summary',
        'PATCH /api/admin/discount-codes/{id}',
        'PATCH /api/admin/gift-cards/{id}/expiry',
        'PATCH /api/admin/settings',
        'PATCH /api/admin/settings/notifications',
        'PATCH /api/admin/settings/payments',
        'PATCH /api/admin/staff/{id}',
        'POST /api/admin/api-keys',
        'POST /api/admin/deliveries/{id}/cancel',
        'POST /api/admin/deliveries/{id}/recipient',
        'POST /api/admin/deliveries/{id}/reschedule',
        'POST /api/admin/deliveries/{id}/send-now',
        'POST /api/admin/discount-codes',
        'POST /api/admin/discount-codes/batch',
        'POST /api/admin/fulfilment/{id}/collected',
        'POST /api/admin/fulfilment/{id}/shipped',
        'POST /api/admin/gift-cards/sales',
        'POST /api/admin/gift-cards/{id}/adjustments',
        'POST /api/admin/gift-cards/{id}/code',
        'POST /api/admin/gift-cards/{id}/loads',
        'POST /api/admin/gift-cards/{id}/reactivate',
        'POST /api/admin/gift-cards/{id}/redemptions',
        'POST /api/admin/gift-cards/{id}/resend',
        'POST /api/admin/gift-cards/{id}/use',
        'POST /api/admin/gift-cards/{id}/void',
        'POST /api/admin/orders/{id}/refunds',
        'POST /api/admin/orders/{id}/review',
        'POST /api/admin/orders/{id}/store-credit-refunds',
        'POST /api/admin/password',
        'POST /api/admin/password-resets',
        'POST /api/admin/redemptions/{id}/reversal',
        'POST /api/admin/session',
        'POST /api/admin/settings/payments/test',
        'POST /api/admin/settings/logo',
        'POST /api/admin/staff',
        'POST /api/admin/staff/{id}/invitation',
        'POST /api/admin/staff/{id}/two-factor/reset',
        'POST /api/admin/store-file',
        'POST /api/admin/store-file/check',
        'DELETE /api/admin/webhooks/{id}',
        'GET /api/admin/webhooks',
        'GET /api/admin/webhooks/{id}/deliveries',
        'PATCH /api/admin/bonus-rules/{id}',
        'PATCH /api/admin/webhooks/{id}',
        'POST /api/admin/webhook-deliveries/{id}/retry',
        'POST /api/admin/webhooks',
        'POST /api/admin/webhooks/{id}/rotate-secret',
        'POST /api/admin/webhooks/{id}/test',
        'DELETE /api/admin/products/{id}',
        'DELETE /api/admin/products/{id}/images/{imageId}',
        'GET /api/admin/products',
        'GET /api/admin/products/{id}',
        'PATCH /api/admin/products/{id}',
        'PATCH /api/admin/products/{id}/images/{imageId}',
        'POST /api/admin/products',
        'POST /api/admin/products/{id}/archive',
        'POST /api/admin/products/{id}/duplicate',
        'POST /api/admin/products/{id}/images',
        'POST /api/admin/products/{id}/unarchive',
        'PUT /api/admin/products/order',
        'DELETE /api/admin/account/sessions',
        'DELETE /api/admin/account/sessions/{id}',
        'GET /api/admin/account/sessions',
        'GET /api/admin/account/two-factor',
        'POST /api/admin/account/two-factor/setup',
        'POST /api/admin/account/two-factor/confirm',
        'POST /api/admin/account/two-factor/disable',
        'POST /api/admin/account/two-factor/recovery-codes',
        'POST /api/admin/account/password',
        'GET /api/admin/settings/two-factor',
        'PUT /api/admin/settings/two-factor',
        'POST /api/admin/session/two-factor',
      ].sort(),
    );
    await app.close();
  });
});
