import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { loadPdfImage, type StoreImages } from './card-image-file.ts';

const png = await QRCode.toBuffer('x', { type: 'png' });
const SVG = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>';
const files: Record<string, Buffer> = {
  'card.png': png,
  'card.svg': Buffer.from(SVG),
  'notes.svg': Buffer.from('not an image'),
};
const acme: StoreImages = { storeSlug: 'acme', read: async (name) => files[name] ?? null };

describe('loadPdfImage', () => {
  it("reads a PNG of the store's own uploads and a PNG data URL", async () => {
    expect(await loadPdfImage('/uploads/acme/card.png', acme)).toEqual({ kind: 'raster', bytes: png });
    const dataPng = (await QRCode.toBuffer('y', { type: 'png' })).toString('base64');
    expect(await loadPdfImage(`data:image/png;base64,${dataPng}`, acme)).toMatchObject({ kind: 'raster' });
  });

  it("reads an SVG of the store's own uploads as markup to draw", async () => {
    expect(await loadPdfImage('/uploads/acme/card.svg', acme)).toEqual({ kind: 'svg', markup: SVG });
  });

  it.each([
    ['a file that is no image', '/uploads/acme/notes.svg'],
    ['a missing image', '/uploads/acme/none.png'],
    ["another store's upload", '/uploads/other/card.png'],
    ['a path out of the store', '/uploads/acme/../other/card.png'],
    ['an encoded path out of the store', '/uploads/acme/..%2Fother%2Fcard.png'],
    ['a malformed escape', '/uploads/acme/%E0%A4%A'],
    ['a remote URL (never fetched)', 'https://cdn.example.com/card.png'],
  ])('gives nothing for %s', async (_what, src) => {
    expect(await loadPdfImage(src, acme)).toBeNull();
  });
});
