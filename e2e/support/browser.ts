import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export const VIEWPORTS = [
  ['390 px', MOBILE],
  ['1280 px', DESKTOP],
] as const;

/** The URL of a path on a store's own subdomain (Chromium resolves *.localhost to loopback). */
export function storeUrl(slug: string, pathname = '/'): string {
  return `http://${slug}.localhost:${serverPort()}${pathname}`;
}

/** The port of the server e2e/support/global-setup.ts started. */
export function serverPort(): number {
  const port = Number(process.env.E2E_SERVER_PORT);
  if (!port) throw new Error('E2E_SERVER_PORT is not set: run the browser tests with `npm run test:e2e`.');
  return port;
}

/** The test's browser context (the `site` fixture of ./test): its pages share cookies and storage. */
export interface Browser {
  context: BrowserContext;
  /** A new page of the context, at 1280 px unless told; navigations wait for React (below). */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

const pagesWithoutScripts = new WeakSet<Page>();

/** Every script of the page fails to load, as with a blocked or dropped script: the page shows what the server sent. */
export async function blockScripts(page: Page) {
  pagesWithoutScripts.add(page);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

/**
 * Every script of the page waits until `release` is called, as on a slow phone whose scripts have
 * not arrived: the page shows what the server sent and nothing has hydrated. Navigations then wait
 * for the first response only (`waitUntil: 'commit'`), as `load` waits for the scripts.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  pagesWithoutScripts.add(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * A page's lazily loaded chunk can arrive after its `load` event, so the scripts may not have taken
 * the page yet. A person sees the page and waits for it to respond; the tests wait, after every full
 * navigation, until the page has its root: the storefront's Preact (decision 0260) hydrates the whole
 * page in one pass once its code is in, and React (the dashboard) replays a tap on a part still hydrating.
 */
export function waitForReactAfterNavigation(page: Page) {
  const untilReactHasRoot = () =>
    pagesWithoutScripts.has(page)
      ? Promise.resolve()
      : page.waitForFunction(() => {
          const root = document.getElementById('root');
          // Preact (the storefront, decision 0260) keeps its tree on the container; React (the dashboard) marks it.
          return !root || '__k' in root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        });
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await untilReactHasRoot();
      return response;
    };
  }
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at; overlays want the viewport only. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  // Pictures are for a person to look at (E2E_SCREENSHOTS=1); the suite itself asserts, and a
  // full-page capture costs a second or more on a busy machine.
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = path.resolve(import.meta.dirname, '../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage });
}
