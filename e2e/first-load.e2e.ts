import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { blockScripts, DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { INACTIVE, loadAllImages, RICH, scriptRequests, waitForHydration } from './support/storefront';

/** Sums layout shifts from the page's very start (not those right after input), as CLS counts them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** The API calls the page started before its first contentful paint. */
const apiCallsBeforeFirstPaint = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (!paint) throw new Error('no first contentful paint yet');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime < paint.startTime)
      .map((entry) => entry.name);
  });

test.describe('first load of a product page', () => {
  test("carries the product's name and price in its first HTML and paints it without an API call", async ({ site }) => {
    const page = await site.newPage();
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/Store\/(StoreSettings|Products|GetProductBySlug)/.test(request.url())) dataCalls.push(request.url());
    });
    const response = await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<meta property="og:title" content="Classic Gift Card" />');
    expect(html).toContain('<meta property="product:price:amount" content="25.00" />');
    const data = JSON.parse(
      /<script type="application\/json" id="giftfront-data">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { products: Array<{ name: string }> };
    expect(data.products.map((product) => product.name)).toContain('Classic Gift Card');

    await page.getByRole('heading', { level: 1, name: 'Classic Gift Card' }).waitFor();
    await page.getByTestId('product-price').waitFor();
    await expect.poll(() => apiCallsBeforeFirstPaint(page)).toEqual([]);
    expect(dataCalls).toEqual([]);
    await page.close();
  });
});

test.describe('first load of home', () => {
  test('paints the listing without an API call; the custom embed waits for the first paint', async ({ site }) => {
    const page = await site.newPage();
    await page.goto(storeUrl(RICH, '/'));
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => apiCallsBeforeFirstPaint(page)).toEqual([]);
    await page.close();
  });

  test("asks for six scripts: the entry's one-line start and its code, their runtime, the listings, the home page and the shell messages of its language (each costs a round trip and headers)", async ({
    site,
  }) => {
    const page = await site.newPage();
    await page.goto(storeUrl(RICH, '/'));
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = (await scriptRequests(page)).map((script) => script.path);
    // The page language's shell catalog (decision 0200) is preloaded from <head> beside the others;
    // the other pages' messages come with their chunks.
    // Six since small shared chunks are copied into their readers (vite.config.ts): the entry is then a
    // one-line file that starts the shell's code, fetched beside it from <head>.
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(6);
    expect(scripts.filter((path) => /\/shell-messages-[^/]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /\/page-messages-[^/]+\.js$/.test(path))).toEqual([]);
    await page.close();
  });

  test("preloads a product page's messages with its chunks, and fetches them with the page's chunk on the way there from home", async ({
    site,
  }) => {
    const page = await site.newPage();
    const response = await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload"[^>]* href="[^"]*\/page-messages-[^"]+\.js"/);
    await page.goto(storeUrl(RICH, '/'));
    await waitForHydration(page.getByTestId('product-card').first());
    const before = (await scriptRequests(page)).map((script) => script.path);
    await page.locator('[data-testid="product-card-link"][href*="/gift-card/"]').first().click();
    await page.getByTestId('gift-card-detail').first().waitFor();
    const after = (await scriptRequests(page)).map((script) => script.path).filter((path) => !before.includes(path));
    expect(after.filter((path) => /\/page-messages-[^/]+\.js$/.test(path))).toHaveLength(1);
    await page.close();
  });
});

test.describe('scripts asked for at once (decision 0045)', () => {
  for (const [label, pathname, testId] of [
    ['home', '/', 'product-card'],
    ['a product page', '/gift-card/classic-gift-card', 'gift-card-detail'],
  ] as const)
    test(`asks for the scripts of ${label} from its <head>, at low priority, then hydrates it`, async ({ site }) => {
      const page = await site.newPage();
      const response = await page.goto(storeUrl(RICH, pathname));
      const html = (await response?.text()) ?? '';
      const head = html.slice(0, html.indexOf('</head>'));
      const entry = /<script type="module" fetchpriority="low" crossorigin src="([^"]+)"/.exec(head)?.[1];
      expect(entry).toBeDefined();
      // Every module preload in <head> (the runtime and the page's own chunks) at low priority too.
      expect(head).not.toMatch(/<link rel="modulepreload"(?! fetchpriority="low")/);
      await waitForHydration(page.getByTestId(testId).first());
      await expect.poll(async () => (await scriptRequests(page)).map((script) => script.path)).toContain(entry!);
      await page.close();
    });
});

test.describe('no layout shift (CLS 0)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`on home at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      await watchLayoutShifts(page);
      await page.goto(storeUrl(RICH, '/'));
      await page.getByTestId('product-card').first().waitFor();
      await page.getByTestId('site-footer').waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => layoutShift(page)).toBe(0);
      // The checkout's and the payment provider's code stay off the home route.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.js(\?|$)/.test(name)),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((name) => /checkout|stripe/i.test(name))).toEqual([]);
      await page.close();
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`on a product page at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      await watchLayoutShifts(page);
      await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
      await page.getByTestId('gift-card-detail').waitFor();
      await page.getByTestId('site-footer').waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => layoutShift(page)).toBe(0);
      await page.close();
    });
});

test.describe('the phone bar while the page is still arriving', () => {
  test('is not drawn until its markup is whole, so it never grows upwards on screen (a layout shift at 390 px)', async ({
    site,
  }) => {
    const page = await site.newPage(MOBILE);
    await blockScripts(page);
    const url = storeUrl(RICH, '/gift-card/classic-gift-card');
    const html = (await (await page.goto(url))?.text()) ?? '';
    // A phone's parser can stop anywhere and paint: here, just after the bar's first row.
    const cut = html.indexOf('</button>', html.indexOf('data-testid="mobile-send-as-gift"')) + '</button>'.length;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }));
    await page.goto(url);
    const visibility = () => page.getByTestId('mobile-buy-bar').evaluate((bar) => getComputedStyle(bar).visibility);
    await expect.poll(() => visibility()).toBe('hidden');
    await page.unroute(url);
    await page.goto(url);
    await expect.poll(() => visibility()).toBe('visible');
    await page.close();
  });
});

/** A place in the page's HTML where a phone's connection pauses, and what must be whole in the first frame. */
interface PausedPage {
  what: string;
  viewport: { width: number; height: number };
  /** Where the first part of the HTML ends. */
  cut: (html: string) => number;
  /** Whether the frame's DOM holds the part whole (run in the page). */
  whole: () => boolean;
}

const PAUSED_PAGES: PausedPage[] = [
  {
    what: 'the header (painted half parsed, its right-hand group grew and moved: a layout shift at 390 px)',
    viewport: MOBILE,
    // Inside the header, in its cart button's tag.
    cut: (html) => html.indexOf('data-testid="cart-button"'),
    whole: () => document.querySelector('[data-testid="site-header"] [data-testid="cart-button"]') !== null,
  },
  {
    what: 'Send as gift (painted with its icon but not its label, the icon moved when the label came: a layout shift at 1280 px)',
    viewport: DESKTOP,
    // Inside the button, just after its icon.
    cut: (html) => html.indexOf('</svg>', html.indexOf('data-testid="send-as-gift"')) + '</svg>'.length,
    whole: () => document.querySelector('[data-testid="send-as-gift"]')?.textContent?.trim() === 'Send as gift',
  },
];

test.describe('a product page while it is still arriving', () => {
  for (const paused of PAUSED_PAGES)
    test(`draws no frame before ${paused.what}`, async ({ site }) => {
      const page = await site.newPage(paused.viewport);
      await blockScripts(page);
      const html = (await (await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card')))?.text()) ?? '';
      const cut = paused.cut(html);
      expect(cut).toBeGreaterThan(0);
      let sendTheRest!: () => void;
      const rest = new Promise<void>((resolve) => (sendTheRest = resolve));
      const server = http.createServer((request, response) => {
        if (request.url !== '/') return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        void rest.then(() => response.end(html.slice(cut)));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        await page.addInitScript(
          `requestAnimationFrame(() => { window.wholeAtFirstFrame = (${paused.whole.toString()})(); });`,
        );
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
        // Polled on a timer: while rendering waits, no animation frame comes.
        await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]') !== null, null, {
          polling: 50,
        });
        sendTheRest();
        await page.waitForFunction(
          () => (window as unknown as { wholeAtFirstFrame?: boolean }).wholeAtFirstFrame !== undefined,
          null,
          { polling: 50 },
        );
        expect(
          await page.evaluate(() => (window as unknown as { wholeAtFirstFrame?: boolean }).wholeAtFirstFrame),
        ).toBe(true);
      } finally {
        sendTheRest();
        await page.close();
        // A connection the browser kept alive would hold close() until it timed out.
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
});

test.describe('real statuses on a first load (issue 16)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`answers 404 for an unknown page and keeps the header, cart and footer at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      const response = await page.goto(storeUrl(RICH, '/no/such/page'));
      expect(response?.status()).toBe(404);
      await page.getByTestId('not-found-page').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await page.getByTestId('site-header').waitFor();
      await page.getByTestId('cart-button').waitFor();
      await page.getByTestId('site-footer').waitFor();
      await expectNoAxeViolations(page, `404 in frame ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'not-found-in-frame');
      await page.close();
    });

  test('answers 404 for an unknown product and an unknown store, 503 for an inactive store with its page', async ({
    site,
  }) => {
    const page = await site.newPage();
    expect((await page.goto(storeUrl(RICH, '/gift-card/no-such-card')))?.status()).toBe(404);
    await page.getByTestId('product-not-found').waitFor();
    expect((await page.goto(storeUrl('no-such-store', '/')))?.status()).toBe(404);
    await page.getByTestId('store-not-found').waitFor();
    expect((await page.goto(storeUrl(INACTIVE, '/')))?.status()).toBe(503);
    await page.getByTestId('store-inactive').waitFor();
    expect((await page.goto(storeUrl(RICH, '/')))?.status()).toBe(200);
    await page.close();
  });
});

test.describe('the production build', () => {
  const assets = path.resolve(import.meta.dirname, '../apps/storefront/dist/assets');
  // Texts that exist only in the development builds: React's key warning and hook-order message, React Router's route warnings.
  const developmentOnly = [
    'unique "key" prop',
    'Rendered more hooks than during the previous render',
    'No routes matched location',
    'You should not include both `Component` and `element`',
  ];

  test('contains no development-only code of React or React Router', () => {
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = fs.readFileSync(path.join(assets, name), 'utf8');
      for (const text of developmentOnly) expect(code.includes(text), `${name}: ${text}`).toBe(false);
    }
  });
});
