import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { insertGiftCard, storeIdOf } from '../../../test/delivery-factories.ts';
import { prepareImage } from '../media/prepare-image.ts';

const DESIGN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="#0f766e"/><text x="60" y="120" font-family="Helvetica" font-size="64" fill="#f0fdfa">Happy Birthday</text></svg>`;
const LOGO = `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 40"><rect width="40" height="40" rx="8" fill="#0f766e"/><text x="52" y="28" font-family="Helvetica" font-size="24" fill="#134e4a">Acme Logo</text></svg>`;

let t: TestApp;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  slug = (
    await createStore(t.db, {
      slug: 'acme-art',
      company: { name: 'Acme Gifts', logo: { src: '/uploads/acme-art/logo.svg', alt: 'Acme Gifts' } },
    })
  ).slug;
  const storeId = await storeIdOf(t.db, slug);
  await t.app.media.put(storeId, await prepareImage('design.svg', Buffer.from(DESIGN)));
  await t.app.media.put(storeId, await prepareImage('logo.svg', Buffer.from(LOGO)));
});

afterAll(() => t.close());

describe('the gift card PDF’s artwork', () => {
  it('draws an SVG design and an SVG logo of the store as vectors, instead of a plain branded card', async () => {
    const storeId = await storeIdOf(t.db, slug);
    const card = await insertGiftCard(t.db, storeId, {
      design: { id: 'b', name: 'Birthday', src: `/uploads/${slug}/design.svg`, alt: 'Happy Birthday' },
    });
    const res = await t.app.inject({ url: `/GiftCard/Pdf/${card.id}`, headers: hostOf(slug) });
    expect(res.statusCode).toBe(200);
    const parser = new PDFParse({ data: res.rawPayload });
    const { text, total } = await parser.getText().finally(() => parser.destroy());
    expect(total).toBe(1);
    expect(text).toContain('Happy Birthday');
    expect(text).toContain('Acme Logo');
    // The drawn card (the store's name over its colour) is only the fallback: the name is not printed twice above the title.
    expect(text.split('Acme Gifts').length - 1).toBeLessThanOrEqual(1);
  });
});
