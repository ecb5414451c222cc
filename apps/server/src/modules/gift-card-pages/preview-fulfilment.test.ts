import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { insertGiftCard, insertOrder, storeIdOf } from '../../../test/delivery-factories.ts';
import type { orders } from '../../db/schema/index.ts';

let t: TestApp;
let slug: string;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  slug = (await createStore(t.db)).slug;
  storeId = await storeIdOf(t.db, slug);
});

afterAll(() => t.close());

async function previewOf(order: Partial<typeof orders.$inferInsert> | null, deliveryMethod = 'Email') {
  const placed = order ? await insertOrder(t.db, storeId, order) : null;
  const card = await insertGiftCard(t.db, storeId, { orderId: placed?.id ?? null, deliveryMethod });
  const res = await t.app.inject({ method: 'GET', url: `/GiftCard/Preview/${card.id}`, headers: hostOf(slug) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the recipient’s page shows where a printed card is (issue 13)', () => {
  it('a postal card not yet shipped: Awaiting shipment', async () => {
    const body = await previewOf({ deliveryMethod: 'Postal' }, 'Postal');
    expect(body).toContain('<dt>Delivery by post</dt><dd>Awaiting shipment</dd>');
    expect(body).not.toContain('Awaiting fulfillment');
  });

  it('a shipped postal card: Shipped with the carrier and the tracking number', async () => {
    const body = await previewOf(
      { deliveryMethod: 'Postal', shippedAt: new Date(), carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
      'Postal',
    );
    expect(body).toContain('<dd>Shipped (Royal Mail, tracking RM123456789GB)</dd>');
  });

  it('a collection card: Awaiting collection, then Collected', async () => {
    expect(await previewOf({ deliveryMethod: 'Collection' }, 'Collection')).toContain(
      '<dt>Collection</dt><dd>Awaiting collection</dd>',
    );
    expect(await previewOf({ deliveryMethod: 'Collection', collectedAt: new Date() }, 'Collection')).toContain(
      '<dt>Collection</dt><dd>Collected</dd>',
    );
  });

  it('an email card, or a card without an order, shows no fulfilment', async () => {
    expect(await previewOf({ deliveryMethod: 'Email' })).not.toContain('aria-label="Fulfilment"');
    expect(await previewOf(null)).not.toContain('aria-label="Fulfilment"');
  });
});
