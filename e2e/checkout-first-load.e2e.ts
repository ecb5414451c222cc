import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MOBILE } from './support/browser';
import { openCheckout } from './support/checkout';
import { scriptRequests } from './support/storefront';

/** The stylesheets the page has asked for so far (resource timing), by path. */
const stylesheetRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.css')),
  );

const DIST = path.resolve(import.meta.dirname, '../apps/storefront/dist');

/**
 * The chunk of the checkout form's rules (packages/domain customer.ts, with the phone numbers'
 * metadata), which the checkout imports a task after its first render: among the page's dynamic
 * imports in the build's manifest, the one whose source map holds customer.ts.
 */
function rulesChunk(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; dynamicImports?: string[] }
  >;
  const holdsRules = (file: string) =>
    (JSON.parse(fs.readFileSync(path.join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources.some(
      (source) => source.endsWith('/packages/domain/src/customer.ts'),
    );
  const files = (manifest['src/features/checkout/checkout-page.tsx']?.dynamicImports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => !!file && holdsRules(file));
  expect(files).toHaveLength(1);
  return `/${files[0]}`;
}

test.describe("the checkout's first load", () => {
  test('asks for no stylesheet and for no script its first HTML did not already ask for, at 390 px', async ({
    site,
  }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    await expect(page.getByTestId('checkout-mobile-pay')).toBeVisible();
    // The payment intent's and the bonus rules' answers are read with shapes loaded beside them.
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => fetch(location.href).then((answer) => answer.text()));
    const head = html.slice(0, html.indexOf('</head>'));
    const askedForByTheHtml = [
      ...head.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(askedForByTheHtml.length).toBeGreaterThan(10);
    // The page carries its stylesheet: one asked for later would restyle the whole page.
    expect(await stylesheetRequests(page)).toEqual([]);
    // A script the page found no preload for is a <link> added by the import helper mid-effect, and a round trip.
    // One exception, on purpose: the form's rules (the phone numbers' metadata), imported a task after the
    // first render; and fetched, so they are in before a shopper submits.
    const scripts = (await scriptRequests(page)).map((script) => script.path);
    expect(scripts.length).toBeGreaterThan(10);
    const rules = rulesChunk();
    expect(askedForByTheHtml).not.toContain(rules);
    expect(scripts.filter((path) => !askedForByTheHtml.includes(path))).toEqual([rules]);
    // Its icons in one file, not a request each (a round trip per six on HTTP/1.1).
    expect(scripts.filter((path) => /\/icons-[^/]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /\/(lock|arrow-left|chevron-right|plus)-[^/]+\.js$/.test(path))).toEqual([]);
    await page.close();
  });
});
