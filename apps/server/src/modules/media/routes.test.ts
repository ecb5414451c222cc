import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFileFactory } from '../../../test/factories.ts';
import { tempDir, writeStoreFile } from '../../../test/store-files.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { importStore } from '../store-file/import-store.ts';
import { loadStoreFile } from '../store-file/load-store-file.ts';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="fetch('/api/steal')">
  <script>document.cookie</script><rect width="4" height="4" fill="teal"/>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject>
  <image href="https://evil.example/pixel.png"/>
</svg>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let acme: string;
let other: string;

/** Imports a store file with a logo (SVG) and a product image (PNG) beside it, as `npm run store -- import` does. */
async function importWithImages(): Promise<string> {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'images', 'logo.svg'), HOSTILE_SVG);
  fs.writeFileSync(path.join(dir, 'images', 'card.png'), PNG);
  const input = storeFileFactory();
  const { file, images } = await loadStoreFile(
    writeStoreFile(dir, {
      ...input,
      company: { name: 'Acme', logo: { src: 'images/logo.svg', alt: 'Acme' } },
      products: [{ ...input.products[0], imageSrc: 'images/card.png' }],
    }),
  );
  await importStore(t.db, file, images);
  return file.slug;
}

const get = (slug: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...hostOf(slug), ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  acme = await importWithImages();
  other = await importWithImages();
});
afterAll(() => t.close());

describe('GET /uploads/<store>/<name>', () => {
  it("serves an imported image on its store's host, from the database, as an inert document", async () => {
    const res = await get(acme, `/uploads/${acme}/images/card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-security-policy': CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, no-cache',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it("answers 404 for a store's image on another store's host", async () => {
    const res = await get(other, `/uploads/${acme}/images/card.png`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect(res.headers['content-security-policy']).toBe(CSP);
  });

  it('serves an SVG sanitized at import: no script, handler, foreignObject or outside reference', async () => {
    const res = await get(acme, `/uploads/${acme}/images/logo.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('fill="teal"');
    for (const gone of ['script', 'onload', 'foreignObject', 'iframe', 'evil.example', 'document.cookie'])
      expect(res.body).not.toContain(gone);
  });

  it('answers a revalidation with the same ETag by 304 without a body', async () => {
    const first = await get(acme, `/uploads/${acme}/images/card.png`);
    const again = await get(acme, `/uploads/${acme}/images/card.png`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-security-policy']).toBe(CSP);
    expect((await get(acme, `/uploads/${acme}/images/card.png`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('lets a content-addressed address (?v=<hash>) be cached for a year, immutable', async () => {
    const etag = (await get(acme, `/uploads/${acme}/images/card.png`)).headers.etag as string;
    const versioned = await get(acme, `/uploads/${acme}/images/card.png?v=${etag.slice(1, 17)}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(acme, `/uploads/${acme}/images/card.png?v=0000000000000000`)).headers['cache-control']).toBe(
      'public, no-cache',
    );
  });

  it('answers 404 for a name the store does not have, or one leaving the store', async () => {
    expect((await get(acme, `/uploads/${acme}/images/none.png`)).statusCode).toBe(404);
    expect((await get(acme, `/uploads/${acme}/images/..%2F..%2F${other}%2Fimages%2Fcard.png`)).statusCode).toBe(404);
  });
});
