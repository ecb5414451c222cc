import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { insertGiftCard, storeIdOf } from '../../../test/delivery-factories.ts';
import { decodeQrPng, pdfImages } from '../../../test/qr-codes.ts';
import { prepareImage } from '../media/prepare-image.ts';

let t: TestApp;
let acme: string;
let other: string;
let card: Awaited<ReturnType<typeof insertGiftCard>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = (
    await createStore(t.db, {
      company: { name: 'Acme Gifts', logo: { src: '/uploads/acme/logo.svg', alt: 'Acme Gifts logo' } },
      branding: { primaryColor: '#0f766e' },
    })
  ).slug;
  other = (await createStore(t.db)).slug;
  card = await insertGiftCard(t.db, await storeIdOf(t.db, acme), {
    balanceMinor: 3210,
    message: 'Happy birthday, <script>alert(1)</script>!\nLove, Alex',
  });
});

afterAll(() => t.close());

const get = (slug: string, url: string) => t.app.inject({ method: 'GET', url, headers: hostOf(slug) });

async function pdfText(body: Buffer) {
  const parser = new PDFParse({ data: body });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

describe('GET /GiftCard/Preview/{id}', () => {
  it('shows the card as the recipient sees it, in the store’s branding', async () => {
    const res = await get(acme, `/GiftCard/Preview/${card.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const text of [
      card.code,
      '$50.00',
      '$32.10',
      'A gift from Alex Buyer',
      'For Sam Friend',
      '05/03/2030',
      '--brand:#0f766e',
      'alt="Acme Gifts logo"',
      'alt="Confetti on navy"',
    ])
      expect(res.body).toContain(text);
    expect(res.body).toContain('Happy birthday, &lt;script&gt;alert(1)&lt;/script&gt;!<br>Love, Alex');
    // The only script is the Copy code button's, allowed by its hash.
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(res.body).toContain(
      '<button type="button" class="button secondary copy" id="copy-code" data-copied="Code copied" data-failed="Could not copy: select the code and copy it" hidden>Copy code</button>',
    );
    expect(res.body).toContain(`href="/GiftCard/Pdf/${card.id}"`);
  });

  it.each([
    ['another store’s card', () => other, () => card.id],
    ['an unknown id', () => acme, () => crypto.randomUUID()],
    ['a malformed id', () => acme, () => 'not-a-card'],
  ])('answers 404 for %s, without the card', async (_what, slug, id) => {
    const res = await get(slug(), `/GiftCard/Preview/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Gift card not found');
    expect(res.body).not.toContain(card.code);
  });
});

describe('GET /GiftCard/GiftedPreview/{id}', () => {
  it('shows the wrapped gift: design, message, sender and an Open your gift link, but not the code', async () => {
    const res = await get(acme, `/GiftCard/GiftedPreview/${card.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Alex Buyer sent you a gift');
    expect(res.body).toContain('Love, Alex');
    expect(res.body).toContain('alt="Confetti on navy"');
    expect(res.body).toContain(`<a class="button" href="/GiftCard/Preview/${card.id}">Open your gift</a>`);
    expect(res.body).not.toContain(card.code);
    expect(res.body).not.toContain('$50.00');
  });

  it('answers 404 through another store', async () => {
    expect((await get(other, `/GiftCard/GiftedPreview/${card.id}`)).statusCode).toBe(404);
  });
});

describe('GET /GiftCard/Pdf/{id}', () => {
  it('is a one-page PDF with the code, amount, balance, sender, message and expiry', async () => {
    const res = await get(acme, `/GiftCard/Pdf/${card.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="gift-card-${card.code.slice(-4)}.pdf"`);
    const parsed = await pdfText(res.rawPayload);
    expect(parsed.total).toBe(1);
    for (const text of [card.code, '$50.00', '$32.10', 'From Alex Buyer', 'Happy birthday', '05/03/2030', 'Acme Gifts'])
      expect(parsed.text).toContain(text);
  });

  it("carries one QR code, and it scans as exactly the card's code", async () => {
    const res = await get(acme, `/GiftCard/Pdf/${card.id}`);
    // The card's design is an SVG, drawn rather than embedded: the QR code is the page's only image.
    const images = await pdfImages(res.rawPayload);
    expect(images.map(decodeQrPng)).toEqual([card.code]);
  });

  it('embeds a raster design image, and draws a branded card for an SVG one', async () => {
    const slug = (await createStore(t.db)).slug;
    const storeId = await storeIdOf(t.db, slug);
    await t.app.media.put(
      storeId,
      await prepareImage('design.png', await QRCode.toBuffer('a design', { type: 'png' })),
    );
    const raster = await insertGiftCard(t.db, storeId, {
      design: { id: 'p', name: 'Photo', src: `/uploads/${slug}/design.png`, alt: 'A photo' },
    });
    const svg = await insertGiftCard(t.db, storeId);
    const images = (body: Buffer) => body.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

    const withPhoto = await get(slug, `/GiftCard/Pdf/${raster.id}`);
    const drawn = await get(slug, `/GiftCard/Pdf/${svg.id}`);
    // Both carry the QR code; only the first also carries the design photo.
    expect(images(drawn.rawPayload)).toBeGreaterThan(0);
    expect(images(withPhoto.rawPayload)).toBeGreaterThan(images(drawn.rawPayload));
    expect((await pdfText(drawn.rawPayload)).text).toContain('Test Gifts');
  });

  it('stays on one page with the longest message, a long title and characters its fonts lack', async () => {
    const long = await insertGiftCard(t.db, await storeIdOf(t.db, acme), {
      title: 'The Grand Anniversary Celebration Deluxe Experience Gift Card Collection',
      message: `🎉 お誕生日おめでとう! ${'Wishing you a wonderful year ahead. '.repeat(8)}`.slice(0, 300),
    });
    const res = await get(acme, `/GiftCard/Pdf/${long.id}`);
    expect(res.statusCode).toBe(200);
    const parsed = await pdfText(res.rawPayload);
    expect(parsed.total).toBe(1);
    expect(parsed.text).toContain(long.code);
  });

  it('answers 404 through another store', async () => {
    expect((await get(other, `/GiftCard/Pdf/${card.id}`)).statusCode).toBe(404);
  });
});
