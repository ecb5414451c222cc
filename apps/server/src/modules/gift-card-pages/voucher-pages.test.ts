import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { giftCards, stores } from '../../db/schema/index.ts';
import { checkout } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const SPA = {
  slug: 'spa-day',
  name: 'Spa Day',
  type: 'Voucher' as const,
  imageSrc: '/uploads/test/spa.svg',
  imageAlt: 'A spa voucher',
  details: '<ul><li>A 60-minute massage</li><li>Tea &amp; cake by the pool</li></ul>',
  denominations: [{ id: 'v1', price: 80, label: 'One treatment' }],
};

// Decision 0015: the recipient sees what the voucher is for, never an amount or a balance.
describe('a voucher’s recipient page and PDF', () => {
  let t: TestApp;
  let slug: string;
  let voucher: typeof giftCards.$inferSelect;
  const get = (url: string) => t.app.inject({ url, headers: hostOf(slug) });

  beforeAll(async () => {
    t = await createTestApp();
    slug = (
      await createStore(t.db, {
        company: { name: 'Acme Spa', supportUrl: 'mailto:book@acme.example' },
        products: [SPA],
      })
    ).slug;
    const bought = await checkout(t, slug, [
      { slug: 'spa-day', denominationId: 'v1', giftDetails: { recipientName: 'Sam' } },
    ]);
    expect(bought.confirmation?.json().status).toBe('succeeded');
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    voucher = (
      await t.db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.storeId, store!.id), eq(giftCards.kind, 'voucher')))
    )[0]!;
  });
  afterAll(() => t.close());

  it('shows product, option, status, what’s included, how to book and the voucher code, and no money', async () => {
    const res = await get(`/GiftCard/Preview/${voucher.id}`);
    expect(res.statusCode).toBe(200);
    for (const text of [
      '<p class="experience">Spa Day</p>',
      '<p class="option">One treatment</p>',
      '<dt>Status</dt><dd>Valid</dd>',
      '<li>A 60-minute massage</li><li>Tea &amp; cake by the pool</li>',
      'Contact Acme Spa at <a href="mailto:book@acme.example" rel="noreferrer">book@acme.example</a> to book',
      'Voucher code',
      voucher.code,
    ])
      expect(res.body).toContain(text);
    for (const money of ['$80.00', 'Current balance', 'to pay with this card']) expect(res.body).not.toContain(money);
  });

  it('says when a used voucher was used', async () => {
    await t.db
      .update(giftCards)
      .set({ status: 'Used', usedAt: new Date('2026-11-03T15:20:00Z'), usedBy: 'staff@example.com' })
      .where(eq(giftCards.id, voucher.id));
    const res = await get(`/GiftCard/Preview/${voucher.id}`);
    expect(res.body).toContain('<p class="status">This voucher was used on 03/11/2026</p>');
    expect(res.body).toContain('<dt>Status</dt><dd>Used on 03/11/2026</dd>');
    expect(res.body).not.toContain('staff@example.com');
    await t.db
      .update(giftCards)
      .set({ status: 'Active', usedAt: null, usedBy: null })
      .where(eq(giftCards.id, voucher.id));
  });

  it('prints the same on one PDF page', async () => {
    const res = await get(`/GiftCard/Pdf/${voucher.id}`);
    expect(res.statusCode).toBe(200);
    const parser = new PDFParse({ data: res.rawPayload });
    const { text, total } = await parser.getText().finally(() => parser.destroy());
    expect(total).toBe(1);
    for (const part of [
      'Spa Day',
      'One treatment',
      'STATUS',
      'Valid',
      'VOUCHER CODE',
      voucher.code,
      "What's included",
      'A 60-minute massage',
      'How to book',
      'book@acme.example',
    ])
      expect(text).toContain(part);
    // The contact is a link, and nowhere is a raw scheme printed.
    expect(res.rawPayload.toString('latin1')).toContain('/URI (mailto:book@acme.example)');
    expect(text).not.toContain('mailto:');
    for (const money of ['$80.00', 'BALANCE', 'AMOUNT']) expect(text).not.toContain(money);
  });
});
