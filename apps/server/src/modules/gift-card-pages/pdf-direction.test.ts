import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { insertGiftCard, storeIdOf } from '../../../test/delivery-factories.ts';

let t: TestApp;
/** pdf.js's own copies of the 14 standard fonts (the code is printed in Courier). */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
const STORE_NAME = 'Lumen Gifts';
const TITLE = 'Classic Gift Card';

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

interface Placed {
  text: string;
  left: number;
  right: number;
}

/** The PDF's first page as pdf.js reads it (pdf-parse's engine): each piece of text with where it starts and ends. */
async function placedText(pdf: Buffer): Promise<{ width: number; items: Placed[] }> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  try {
    const page = await document.getPage(1);
    const [, , width] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, left: item.transform[4] as number, right: (item.transform[4] as number) + item.width }]
        : [],
    );
    return { width, items };
  } finally {
    await document.destroy();
  }
}

async function pdfOfCardIn(language: 'en' | 'ar') {
  const slug = (await createStore(t.db, { defaultLanguage: language, company: { name: STORE_NAME } })).slug;
  // No design image: the card's face is the store's colour with its name, the amount and the title.
  const card = await insertGiftCard(t.db, await storeIdOf(t.db, slug), { title: TITLE, imageUrl: null, design: null });
  const res = await t.app.inject({ method: 'GET', url: `/GiftCard/Pdf/${card.id}`, headers: hostOf(slug) });
  expect(res.statusCode).toBe(200);
  return { card, ...(await placedText(res.rawPayload)) };
}

describe('the gift card PDF’s direction', () => {
  it('reads right to left in Arabic: the heading, the store’s name, the card’s face and the code on the right', async () => {
    const { card, width, items } = await pdfOfCardIn('ar');
    const margin = 50;
    const titles = items.filter((item) => item.text === TITLE);
    // The card's face and the heading under it.
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(title.left).toBeGreaterThan(width / 2);
    const heading = titles.at(-1)!;
    expect(heading.right).toBeCloseTo(width - margin, 0);
    const names = items.filter((item) => item.text === STORE_NAME);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name.left).toBeGreaterThan(width / 2);
    // The amount on the card's face, then the amount and balance beside the QR code.
    const amounts = items.filter((item) => item.text.includes('50.00'));
    expect(amounts).toHaveLength(3);
    for (const amount of amounts) expect(amount.left).toBeGreaterThan(width / 2);
    const code = items.find((item) => item.text === card.code)!;
    expect(code.right).toBeCloseTo(width - margin, 0);
    expect(code.left).toBeGreaterThan(width / 2);
  });

  it('reads left to right in English: the same texts start at the left margin', async () => {
    const { card, width, items } = await pdfOfCardIn('en');
    const titles = items.filter((item) => item.text === TITLE);
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(title.right).toBeLessThan(width / 2);
    expect(titles.at(-1)!.left).toBeCloseTo(50, 0);
    for (const name of items.filter((item) => item.text === STORE_NAME)) expect(name.right).toBeLessThan(width / 2);
    const amounts = items.filter((item) => item.text.includes('50.00'));
    expect(amounts).toHaveLength(3);
    for (const amount of amounts) expect(amount.right).toBeLessThan(width / 2);
    expect(items.find((item) => item.text === card.code)!.left).toBeCloseTo(50, 0);
  });
});
