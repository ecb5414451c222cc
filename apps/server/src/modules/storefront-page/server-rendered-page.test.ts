import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const ENTRY =
  '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">';
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Gift cards and vouchers</title>${ENTRY}</head><body><div id="root"></div></body></html>`;

/** Stands in for the storefront's built entry-server.js: names what it was given, fails for a product called Broken. */
const FAKE_RENDERER = `
let renders = 0;
export async function renderPage(url, data, sanitizeHtml) {
  if (data.products.some((p) => p.name === 'Broken') && url.includes('broken')) throw new Error('render failed');
  renders += 1;
  if (url.startsWith('/checkout')) return { markup: '<div data-cart-shows="empty">Empty</div><div data-cart-shows="items"><h1>Checkout</h1></div>', rootStyle: '' };
  const names = data.products.map((p) => p.name + ' ' + p.denominations[0].price).join(', ');
  return {
    markup: '<link rel="preload" as="image" href="/uploads/x/lead.webp"/><main><h1>' + names + '</h1><p>' + url + '</p>' + sanitizeHtml('<strong>bold</strong><img src="x" onerror="alert(1)">') + '<i>' + renders + '</i></main>',
    rootStyle: '--color-primary: #0f766e',
  };
}`;

describe('storefront pages rendered on the server', () => {
  let t: TestApp;
  let dir: string;
  let store: { host: string };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-ssr-'));
    fs.mkdirSync(path.join(dir, 'static'));
    fs.writeFileSync(path.join(dir, 'static', 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dir, 'entry-server.mjs'), FAKE_RENDERER);
    t = await createTestApp({
      STATIC_DIR: path.join(dir, 'static'),
      STOREFRONT_RENDERER: path.join(dir, 'entry-server.mjs'),
    });
    const slug = (
      await createStore(t.db, {
        products: [
          {
            slug: 'classic',
            name: 'Classic',
            type: 'GiftCard',
            denominations: [{ id: 'd25', price: 25, label: '$25' }],
          },
          { slug: 'broken', name: 'Broken', type: 'Voucher', denominations: [{ id: 'v1', price: 80, label: 'One' }] },
        ],
      })
    ).slug;
    store = hostOf(slug);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ url, headers: { ...store, accept: 'text/html' } });
  const rootOf = (html: string) =>
    /<div id="root">(.*)<\/div><script/s.exec(html)?.[1] ?? /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

  it("sends a product page's markup inside #root, with the store's colour on <html> and its data beside it", async () => {
    const res = await get('/gift-card/classic');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('<h1>Classic 25, Broken 80</h1><p>/gift-card/classic</p>');
    expect(res.body).toContain('<html style="--color-primary: #0f766e" lang="en" dir="ltr">');
    expect(res.body).toContain('id="giftfront-data"');
  });

  it("asks for a rendered page's scripts at once from <head>, at low priority, after the script that keeps early taps (decision 0045)", async () => {
    const { body } = await get('/gift-card/classic');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-abc.js">');
    expect(head.indexOf('giftfrontTaps')).toBeGreaterThan(-1);
    expect(head.indexOf('giftfrontTaps')).toBeLessThan(head.indexOf('<script type="module"'));
    expect(body.slice(body.indexOf('</head>'))).not.toContain('<script type="module"');
  });

  it('asks for the scripts of a page the browser renders at their usual priority, without the tap keeper', async () => {
    const { body } = await get('/cart');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(body).not.toContain('fetchpriority="low"');
    expect(body).not.toContain('giftfrontTaps');
  });

  it("sanitizes merchant HTML with the server's allow-list while rendering", async () => {
    const root = rootOf((await get('/gift-card/classic')).body);
    expect(root).toContain('<strong>bold</strong>');
    expect(root).not.toContain('onerror');
  });

  it("moves React's image preloads into <head>", async () => {
    const { body } = await get('/');
    expect(body.indexOf('<link rel="preload" as="image" href="/uploads/x/lead.webp"/>')).toBeLessThan(
      body.indexOf('</head>'),
    );
    expect(rootOf(body)).toMatch(/^<main>/);
  });

  it('renders the listings and keeps the query string', async () => {
    expect(rootOf((await get('/vouchers?sort=price')).body)).toContain('<p>/vouchers?sort=price</p>');
  });

  it('sends the same page again from its cache until the data changes', async () => {
    const first = rootOf((await get('/?again=1')).body);
    expect(rootOf((await get('/?again=1')).body)).toBe(first);
  });

  it('leaves the cart and unknown products to the browser, with the entry script as built', async () => {
    for (const url of ['/cart', '/gift-card/no-such-card']) {
      const { body } = await get(url);
      expect(rootOf(body), url).toBe('');
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(body, url).not.toContain('data-cart');
    }
  });

  it("renders the checkout's skeleton with the cart hint in <head>, before the markup it picks parts of", async () => {
    const { body } = await get('/checkout');
    expect(rootOf(body)).toContain('<h1>Checkout</h1>');
    const hint = body.indexOf('<script>try{document.documentElement.setAttribute("data-cart"');
    expect(hint).toBeGreaterThan(-1);
    expect(hint).toBeLessThan(body.indexOf('</head>'));
    expect(body).toContain('localStorage.getItem("giftcard_cart")');
    expect((await get('/gift-card/classic')).body).not.toContain('data-cart');
  });

  it('still sends the page, empty, when rendering fails', async () => {
    const res = await get('/voucher/broken');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('id="giftfront-data"');
  });
});
