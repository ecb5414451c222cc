import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productImages, products } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Gift cards and vouchers" /><title>Gift cards and vouchers</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const pageData = (html: string) => {
  const json = /<script type="application\/json" id="giftfront-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json
    ? (JSON.parse(json) as {
        settings: { company: { name: string } };
        products: Array<{ slug: string; name: string }> | null;
      })
    : null;
};

describe("the storefront's first load", () => {
  let t: TestApp;
  let staticDir: string;
  let store: { host: string };
  let inactive: { host: string };
  let noBalance: { host: string };
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-page-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc.js'), 'console.log(1)');
    fs.mkdirSync(path.join(staticDir, '.vite'));
    const manifest = {
      'src/main.tsx': { file: 'assets/index-abc.js', isEntry: true },
      'src/features/product/gift-card-page.tsx': {
        file: 'assets/gift-card-page-1.js',
        imports: ['_product-gate-2.js', 'src/main.tsx'],
      },
      '_product-gate-2.js': { file: 'assets/product-gate-2.js' },
      'src/locales/en/shell-messages.ts': { file: 'assets/shell-messages-3.js' },
      'src/locales/en/page-messages.ts': { file: 'assets/page-messages-4.js' },
    };
    fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({
      STATIC_DIR: staticDir,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-page-data-')),
    });
    store = hostOf(
      (
        await createStore(t.db, {
          company: { name: 'Rock & Roll </script><b>', logo: { src: '/uploads/test/logo.svg', alt: 'Rock & Roll' } },
          products: [
            {
              slug: 'classic',
              name: 'Classic </script> "Card"',
              type: 'GiftCard',
              description: `<p>A card for <strong>every</strong> occasion. ${'Lovely words about it. '.repeat(12)}</p>`,
              imageSrc: '/uploads/test/classic.svg',
              imageAlt: 'A classic card',
              denominations: [{ id: 'd25', price: 25, label: '$25' }],
            },
            {
              slug: 'spa',
              name: 'Spa Day',
              type: 'Voucher',
              imageSrc: '/uploads/test/spa.svg',
              imageAlt: 'Spa',
              denominations: [{ id: 'v1', price: 80, label: 'One' }],
            },
          ],
        })
      ).slug,
    );
    inactive = hostOf((await createStore(t.db, { status: 'Inactive' })).slug);
    noBalance = hostOf((await createStore(t.db, { hideCheckBalance: true })).slug);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, host: { host: string }) => t.app.inject({ url, headers: { ...host, accept: 'text/html' } });

  it("carries the store's settings and products as inline JSON that cannot close its script", async () => {
    const res = await get('/', store);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('</script><b>');
    // The template's script, the Intl warm-up (intl-warm-up.ts) and the data: none closed early.
    expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    const data = pageData(res.body);
    expect(data?.settings.company.name).toBe('Rock & Roll </script><b>');
    expect(data?.products?.map((product) => product.slug)).toEqual(['classic', 'spa']);
  });

  it("keeps product §2's title, inlines the stylesheet and preloads the first product's image", async () => {
    const { body } = await get('/', store);
    expect(body).toContain('<title>Rock &amp; Roll &lt;/script&gt;&lt;b&gt; - Gift cards and vouchers</title>');
    expect(body).toContain('<style>body{margin:0}</style>');
    expect(body).not.toContain('rel="stylesheet"');
    expect(body).toContain('<link rel="preload" as="image" href="/uploads/test/classic.svg" fetchpriority="high" />');
    expect(body).toContain('<link rel="preload" as="image" href="/uploads/test/logo.svg" />');
  });

  it('preloads a lead image with resized copies as its <img> offers them (imagesrcset, imagesizes)', async () => {
    const [spa] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, 'spa'));
    const variants = [960, 480].map((width) => ({
      width,
      src: `/uploads/test/spa-${width}.webp`,
      contentType: 'image/webp',
    }));
    await t.db.insert(productImages).values({
      productId: spa!.id,
      id: 'photo',
      name: 'spa.png',
      alt: 'Stones',
      src: '/uploads/test/spa.png',
      variants,
    });
    try {
      const { body } = await get('/voucher/spa', store);
      expect(body).toContain(
        '<link rel="preload" as="image" href="/uploads/test/spa.png" imagesrcset="/uploads/test/spa-480.webp 480w, /uploads/test/spa-960.webp 960w" imagesizes="(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw" fetchpriority="high" />',
      );
    } finally {
      await t.db.delete(productImages).where(eq(productImages.productId, spa!.id));
    }
  });

  it('describes a product page by the product: description, og:title and an absolute og:image', async () => {
    const res = await get('/gift-card/classic', store);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rock &amp; Roll &lt;/script&gt;&lt;b&gt; - Gift cards and vouchers</title>');
    expect(res.body).toContain('<meta property="og:title" content="Classic &lt;/script&gt; &quot;Card&quot;" />');
    expect(res.body).toContain('<meta property="og:image" content="http://');
    expect(res.body).toContain(
      '<meta property="product:price:amount" content="25.00" /><meta property="product:price:currency" content="USD" />',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
    expect(description).toMatch(/^A card for every occasion\. Lovely words/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it("preloads a page's own chunks beside the main script, and only that page's", async () => {
    const product = (await get('/gift-card/classic', store)).body;
    expect(product).toContain('<link rel="modulepreload" crossorigin href="/assets/gift-card-page-1.js" />');
    expect(product).toContain('<link rel="modulepreload" crossorigin href="/assets/product-gate-2.js" />');
    expect(product).not.toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js" />');
    expect((await get('/', store)).body).not.toContain('gift-card-page-1.js');
  });

  it('preloads the language catalogs before the page chunks: the entry awaits them before it hydrates', async () => {
    const product = (await get('/gift-card/classic', store)).body;
    const order = [...product.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([a-z-]+)-\d\.js"/g)].map(
      (match) => match[1],
    );
    expect(order).toEqual(['shell-messages', 'page-messages', 'gift-card-page', 'product-gate']);
  });

  it('answers 404 for an unknown page, product or type, and for a hidden balance page, the page and its data still sent', async () => {
    for (const url of [
      '/no-such-page',
      '/gift-card/nope',
      '/gift-card/spa',
      '/voucher/classic',
      '/gift-card',
      '/cart/more',
    ]) {
      const res = await get(url, store);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(pageData(res.body)?.products, url).toHaveLength(2);
    }
    expect((await get('/gift-card-balance', noBalance)).statusCode).toBe(404);
    expect((await get('/gift-card-balance', store)).statusCode).toBe(200);
    expect((await get('/checkout', store)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown store and 503 for an inactive one, with the page that says so', async () => {
    const unknown = await get('/', hostOf('no-such-store'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(pageData(unknown.body)).toBeNull();

    const closed = await get('/gift-card/classic', inactive);
    expect(closed.statusCode).toBe(503);
    expect(pageData(closed.body)?.products).toBeNull();
  });
});
