import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe('compressed answers', () => {
  let t: TestApp;
  let staticDir: string;
  let host: { host: string };
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-compress-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><html><head><title>x</title></head><body><div id="root"></div><!--${'padding '.repeat(200)}--></body></html>`,
    );
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
    t = await createTestApp({
      STATIC_DIR: staticDir,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-compress-data-')),
    });
    const products = Array.from({ length: 12 }, (_, i) => ({
      slug: `card-${i}`,
      name: `Gift card number ${i}`,
      type: 'GiftCard' as const,
      description: 'A gift card for every occasion, with a long description that repeats itself. '.repeat(3),
      denominations: [{ id: `d${i}`, price: 25, label: '$25' }],
    }));
    host = hostOf((await createStore(t.db, { products })).slug);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends the catalogue in brotli when asked, else gzip, and as it is to a client that asks for neither', async () => {
    const plain = await t.app.inject({ url: '/api/Store/Products', headers: host });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({
      url: '/api/Store/Products',
      headers: { ...host, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: '/api/Store/Products', headers: { ...host, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the precompressed copy of a built asset', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { ...host, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(decode(res.rawPayload).toString()).toBe(script);
    }
  });

  it('compresses the storefront page', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...host, accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});
