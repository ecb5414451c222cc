import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { loadRasterImage, type StoreImages } from './card-image-file.ts';

const png = await QRCode.toBuffer('x', { type: 'png' });
const files: Record<string, Buffer> = { 'card.png': png, 'card.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') };
const acme: StoreImages = { storeSlug: 'acme', read: async (name) => files[name] ?? null };

describe('loadRasterImage', () => {
  it("reads a PNG of the store's own uploads and a PNG data URL", async () => {
    expect(await loadRasterImage('/uploads/acme/card.png', acme)).toEqual(png);
    const dataPng = (await QRCode.toBuffer('y', { type: 'png' })).toString('base64');
    expect(await loadRasterImage(`data:image/png;base64,${dataPng}`, acme)).toBeInstanceOf(Buffer);
  });

  it.each([
    ['an SVG', '/uploads/acme/card.svg'],
    ['a missing image', '/uploads/acme/none.png'],
    ["another store's upload", '/uploads/other/card.png'],
    ['a path out of the store', '/uploads/acme/../other/card.png'],
    ['an encoded path out of the store', '/uploads/acme/..%2Fother%2Fcard.png'],
    ['a malformed escape', '/uploads/acme/%E0%A4%A'],
    ['a remote URL (never fetched)', 'https://cdn.example.com/card.png'],
  ])('gives nothing for %s', async (_what, src) => {
    expect(await loadRasterImage(src, acme)).toBeNull();
  });
});
