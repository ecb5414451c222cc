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

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * What the checkout imports a task after its first render (checkout-rules-loader.ts): the form's
 * rules (packages/domain customer.ts, the page's dynamic import whose source map holds it) and the
 * mobile number's input (components/phone-field.tsx), which share the phone numbers' metadata. Each
 * such entry's chunk first, then every chunk they import, from the build's manifest.
 */
function laterChunks(): { rules: string; phoneField: string; all: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const holdsRules = (file: string) =>
    (JSON.parse(fs.readFileSync(path.join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources.some(
      (source) => source.endsWith('/packages/domain/src/customer.ts'),
    );
  const entries = manifest['src/features/checkout/checkout-page.tsx']?.dynamicImports ?? [];
  const rulesKeys = entries.filter((key) => manifest[key] && holdsRules(manifest[key].file));
  expect(rulesKeys).toHaveLength(1);
  const phoneKey = 'src/features/checkout/components/phone-field.tsx';
  expect(entries).toContain(phoneKey);
  const all = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || all.has(`/${chunk.file}`)) return;
    all.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  [rulesKeys[0]!, phoneKey].forEach(visit);
  return { rules: `/${manifest[rulesKeys[0]!]!.file}`, phoneField: `/${manifest[phoneKey]!.file}`, all: [...all] };
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
    // The exception, on purpose: the form's rules and the mobile number's input (the phone numbers'
    // metadata), imported a task after the first render; and fetched, so they are in before a shopper
    // chooses postal delivery or submits.
    const scripts = (await scriptRequests(page)).map((script) => script.path);
    expect(scripts.length).toBeGreaterThan(10);
    const later = laterChunks();
    expect(askedForByTheHtml).not.toContain(later.rules);
    expect(askedForByTheHtml).not.toContain(later.phoneField);
    const unlisted = scripts.filter((path) => !askedForByTheHtml.includes(path));
    expect(unlisted).toEqual(expect.arrayContaining([later.rules, later.phoneField]));
    expect(unlisted.filter((path) => !later.all.includes(path))).toEqual([]);
    // Its icons in one file, not a request each (a round trip per six on HTTP/1.1).
    expect(scripts.filter((path) => /\/icons-[^/]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /\/(lock|arrow-left|chevron-right|plus)-[^/]+\.js$/.test(path))).toEqual([]);
    await page.close();
  });
});
