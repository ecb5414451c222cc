import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { storeUrl, type Browser } from './browser';

/** Stores of e2e/stores/ (see their JSON for the catalogue each test relies on). */
export const RICH = 'e2e-rich';
export const SPLIT = 'e2e-split';
export const INACTIVE = 'e2e-inactive';
export const SINGLE = 'e2e-single';

export type Viewport = { width: number; height: number };

/** A page whose console messages and uncaught errors are kept for the test to check. */
export interface StorePage {
  page: Page;
  consoleMessages: { type: string; text: string; args: unknown[] }[];
  pageErrors: string[];
}

export async function openStorePage(
  browser: Browser,
  slug: string,
  pathname: string,
  viewport?: Viewport,
): Promise<StorePage> {
  const page = await browser.newPage(viewport);
  const result: StorePage = { page, consoleMessages: [], pageErrors: [] };
  page.on('console', (message) => {
    const entry = { type: message.type(), text: message.text(), args: [] as unknown[] };
    result.consoleMessages.push(entry);
    void Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => null))).then((args) => {
      entry.args = args;
    });
  });
  page.on('pageerror', (error) => result.pageErrors.push(error.message));
  await page.goto(storeUrl(slug, pathname));
  return result;
}

/**
 * Whether the page's scripts have taken over an element (hydrated the server's markup of it). The
 * storefront runs on Preact (decision 0260), which hydrates the whole page in one pass once its code
 * is in, and keeps its tree on the container (`__k`) from then; the dashboard runs on React, which
 * marks each element it has taken with its props. Passed to `evaluate`, so it is self-contained.
 */
export const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$')) || '__k' in (element.closest('#root') ?? {});

/**
 * Waits until the scripts have taken over the element: before that a key or tap on it does
 * nothing, as for a person on a slow phone.
 */
export async function waitForHydration(locator: Locator) {
  await locator.waitFor();
  await expect.poll(() => locator.evaluate(isHydrated)).toBe(true);
}

/** The scripts the page has requested so far (resource timing), by path, with when each request started. */
export const scriptRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
      .filter((entry) => entry.path.endsWith('.js')),
  );

/** Waits until the store gate has let the page through (header shown). */
export async function waitForShop(page: Page) {
  await page.getByTestId('site-header').waitFor();
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
}

export async function textsOf(page: Page, testId: string): Promise<string[]> {
  return (await page.getByTestId(testId).allTextContents()).map((text) => text.trim());
}

/** The computed background colour of an element, as rgb(). */
export async function backgroundOf(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Lets lazily loaded images below the fold load before a full-page screenshot. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    const pending = Array.from(document.images).filter((image) => !image.complete);
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            // Loaded or failed: either way the screenshot shows what a person would see.
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
}

/**
 * Takes the inline data out of the store's pages before the storefront reads it (as a page saved
 * before it carried any), so the storefront fetches its settings and products itself: for the
 * tests of what a slow or failing API call shows.
 */
export async function withoutPageData(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const data = document.getElementById('giftfront-data');
      if (!data) return;
      data.remove();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
