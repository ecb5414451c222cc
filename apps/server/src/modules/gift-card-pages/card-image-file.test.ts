import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { loadRasterImage } from './card-image-file.ts';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-uploads-'));
fs.mkdirSync(path.join(uploads, 'acme'));
fs.writeFileSync(path.join(uploads, 'acme', 'card.png'), await QRCode.toBuffer('x', { type: 'png' }));
fs.writeFileSync(path.join(uploads, 'acme', 'card.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(os.tmpdir(), 'giftfront-secret.png'), await QRCode.toBuffer('secret', { type: 'png' }));

afterAll(() => {
  fs.rmSync(uploads, { recursive: true, force: true });
  fs.rmSync(path.join(os.tmpdir(), 'giftfront-secret.png'), { force: true });
});

describe('loadRasterImage', () => {
  it('reads a PNG upload and a PNG data URL', async () => {
    expect(await loadRasterImage('/uploads/acme/card.png', uploads)).toBeInstanceOf(Buffer);
    const png = (await QRCode.toBuffer('y', { type: 'png' })).toString('base64');
    expect(await loadRasterImage(`data:image/png;base64,${png}`, uploads)).toBeInstanceOf(Buffer);
  });

  it.each([
    ['an SVG', '/uploads/acme/card.svg'],
    ['a missing file', '/uploads/acme/none.png'],
    ['a path out of the uploads folder', '/uploads/../giftfront-secret.png'],
    ['an encoded path out of the uploads folder', '/uploads/..%2Fgiftfront-secret.png'],
    ['a malformed escape', '/uploads/%E0%A4%A'],
    ['a remote URL (never fetched)', 'https://cdn.example.com/card.png'],
  ])('gives nothing for %s', async (_what, src) => {
    expect(await loadRasterImage(src, uploads)).toBeNull();
  });
});
