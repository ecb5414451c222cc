import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { insertGiftCard, insertOrder } from '../../../test/delivery-factories.ts';
import { recordAudit } from './record-audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('old audit entries (written before the log named things)', () => {
  it('read their ids as today’s names, or as a deleted thing, and never show a uuid', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const [classic] = await t.db
      .insert(products)
      .values({ storeId: store.id, slug: 'classic-old', name: 'Classic card', type: 'GiftCard' })
      .returning();
    const card = await insertGiftCard(t.db, store.id, { code: 'GFOLD-2222-3333-WXYZ' });
    const order = await insertOrder(t.db, store.id);
    const gone = crypto.randomUUID();
    const goneCard = crypto.randomUUID();
    const context = {
      storeId: store.id,
      actor: { kind: 'staff' as const, id: owner.id, name: owner.name },
      requestId: null,
    };
    // The shapes these actions were recorded with before the audit log named things.
    await recordAudit(t.db, context, {
      action: 'product.duplicated',
      target: { type: 'product', id: gone },
      before: { copyOf: classic!.id },
    });
    await recordAudit(t.db, context, {
      action: 'product.reordered',
      before: { ids: [classic!.id, gone] },
      after: { ids: [gone, classic!.id] },
    });
    await recordAudit(t.db, context, {
      action: 'order.refunded',
      target: { type: 'order', id: order.id },
      after: {
        lineIds: [crypto.randomUUID()],
        cards: [
          { id: card.id, takeMinor: 500 },
          { id: goneCard, takeMinor: 250 },
        ],
      },
    });

    const res = await as({ url: '/api/admin/audit?action=order.refunded' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries[0]).toMatchObject({
      target: { type: 'order', id: order.id, label: order.reference },
      after: {
        cards: [
          { card: '•••• WXYZ', takeMinor: 500 },
          { card: 'a deleted gift card', takeMinor: 250 },
        ],
      },
    });
    // The order's own trail reads the same old entry with names too.
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    expect(detail.audit.find((e: { action: string }) => e.action === 'order.refunded').after.cards).toEqual([
      { card: '•••• WXYZ', takeMinor: 500 },
      { card: 'a deleted gift card', takeMinor: 250 },
    ]);
    const reordered = (await as({ url: '/api/admin/audit?action=product.reordered' })).json().entries[0];
    expect(reordered.before.order).toEqual(['Classic card', 'a deleted product']);
    expect(reordered.after.order).toEqual(['a deleted product', 'Classic card']);
    const duplicated = (await as({ url: '/api/admin/audit?action=product.duplicated' })).json().entries[0];
    expect(duplicated).toMatchObject({
      target: { type: 'product', id: gone, label: 'a deleted product' },
      before: { copyOf: 'Classic card' },
    });

    // What a person sees is built from the figures and the label: no id of a product or card in them.
    const all = (await as({ url: '/api/admin/audit' })).json().entries as Record<string, unknown>[];
    const shown = JSON.stringify(
      all.map(({ before, after, target }) => ({ before, after, label: (target as { label?: string } | null)?.label })),
    );
    for (const id of [classic!.id, gone, card.id, goneCard, order.id]) {
      // ids stay only where the dashboard hides them (reorder's `ids`, a refund's `lineIds`), never as a value it shows.
      expect(shown.replace(/"ids":\[[^\]]*\]/g, '')).not.toContain(id);
    }
  });

  it('leaves entries that already name things as they are, and reads only this store’s names', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const other = await ownerSession(t.app, t.db);
    const theirs = await insertGiftCard(t.db, other.store.id, { code: 'GFOTH-4444-5555-QRST' });
    const context = {
      storeId: store.id,
      actor: { kind: 'staff' as const, id: owner.id, name: owner.name },
      requestId: null,
    };
    await recordAudit(t.db, context, {
      action: 'order.refunded',
      after: {
        lines: 1,
        cards: [
          { card: '•••• ABCD', takeMinor: 100 },
          { id: theirs.id, takeMinor: 100 },
        ],
      },
    });
    const entry = (await as({ url: '/api/admin/audit?action=order.refunded' })).json().entries[0];
    expect(entry.after).toEqual({
      lines: 1,
      cards: [
        { card: '•••• ABCD', takeMinor: 100 },
        { card: 'a deleted gift card', takeMinor: 100 },
      ],
    });
  });
});
