import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

describe('the storefront build as served by the server', () => {
  let t: TestApp;
  let staticDir: string;
  let host: { host: string };
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-spa-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({
      STATIC_DIR: staticDir,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-spa-data-')),
    });
    host = hostOf((await createStore(t.db)).slug);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['a browser', 'text/html,application/xhtml+xml,*/*;q=0.8'],
    ['curl', '*/*'],
    ['a client that sends no Accept', undefined],
  ])('gives %s the page for / and for any storefront path, never cached', async (_who, accept) => {
    for (const [url, status] of [
      ['/', 200],
      ['/gift-card/classic', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await t.app.inject({ url, headers: { ...host, ...(accept ? { accept } : {}) } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: host });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a JSON 404 for unknown API calls, assets, and JSON-only clients', async () => {
    for (const [url, accept] of [
      ['/api/Store/Nope', 'text/html'],
      ['/assets/missing.js', 'text/html'],
      ['/missing.png', '*/*'],
      ['/gift-card/classic', 'application/json'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { ...host, accept } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
  });
});
