import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { insertGiftCard, storeIdOf } from '../../../test/delivery-factories.ts';
import { textRuns } from './pdf-fonts.ts';

let t: TestApp;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  slug = (await createStore(t.db, { company: { name: 'Ελληνικά Δώρα' } })).slug;
});

afterAll(() => t.close());

async function pdfText(body: Buffer) {
  const parser = new PDFParse({ data: body });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

describe('the gift card PDF in any script', () => {
  it('prints names, titles and messages in Greek, Cyrillic, Arabic, Hebrew, Japanese, Chinese and Korean', async () => {
    const card = await insertGiftCard(t.db, await storeIdOf(t.db, slug), {
      title: 'Подарочная карта',
      senderName: 'محمد',
      recipientName: 'שרה',
      message: 'お誕生日おめでとう 生日快乐 생일 축하해',
    });
    const res = await t.app.inject({ method: 'GET', url: `/GiftCard/Pdf/${card.id}`, headers: hostOf(slug) });
    expect(res.statusCode).toBe(200);
    const { text, total } = await pdfText(res.rawPayload);
    expect(total).toBe(1);
    for (const part of [
      'Ελληνικά Δώρα',
      'Подарочная карта',
      'From محمد',
      'For שרה',
      'お誕生日おめでとう',
      '生日快乐',
      '생일 축하해',
      card.code,
    ])
      expect(text).toContain(part);
  });
});

describe('a right-to-left name and an emoji in the PDF', () => {
  it('keeps the name’s words in reading order, its letters joined, and draws the emoji', async () => {
    const card = await insertGiftCard(t.db, await storeIdOf(t.db, slug), {
      recipientName: 'مريم العلي',
      senderName: 'Sam',
      message: 'Happy birthday 🎉 عيد ميلاد سعيد',
    });
    const res = await t.app.inject({ method: 'GET', url: `/GiftCard/Pdf/${card.id}`, headers: hostOf(slug) });
    expect(res.statusCode).toBe(200);
    const { total } = await pdfText(res.rawPayload);
    expect(total).toBe(1);
    // Both fonts are embedded: the Arabic one shaped the name, the emoji one drew 🎉.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/NotoNaskhArabic/);
    expect(raw).toMatch(/NotoEmoji/);
  });
});

describe('textRuns', () => {
  it('keeps a line of one script in one run, spaces and punctuation included', () => {
    expect(textRuns('Happy birthday, Sam!', 'regular')).toEqual([
      { font: 'Latin-regular', text: 'Happy birthday, Sam!' },
    ]);
  });

  it('gives each script the first font that draws it', () => {
    expect(textRuns('From محمد to 佐藤', 'bold').map((run) => run.font)).toEqual([
      'Latin-bold',
      'Arabic-bold',
      'Latin-bold',
      'CJK-bold',
    ]);
  });

  it('draws emoji with the emoji font', () => {
    expect(textRuns('🎉 Hi there', 'italic')).toEqual([
      { font: 'Emoji-italic', text: '🎉' },
      { font: 'Latin-italic', text: ' Hi there' },
    ]);
  });

  it('leaves out what no font draws instead of printing empty boxes', () => {
    expect(textRuns('\u{10FFFD} Hi there', 'italic')).toEqual([{ font: 'Latin-italic', text: ' Hi there' }]);
  });
});
