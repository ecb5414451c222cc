import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error a plain .mjs helper shared with scripts/
import { findChromium } from '../../scripts/chromium-path.mjs';

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export const VIEWPORTS = [
  ['390 px', MOBILE],
  ['1280 px', DESKTOP],
] as const;

/** The URL of a path on a store's own subdomain (Chromium resolves *.localhost to loopback). */
export function storeUrl(slug: string, pathname = '/'): string {
  return `http://${slug}.localhost:${inject('serverPort')}${pathname}`;
}

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
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
 * A page's lazily loaded chunk can arrive after its `load` event, so React may not have taken the
 * page yet. A person sees the page and waits for it to respond; the tests wait, after every full
 * navigation, until React has its root (hydrateRoot and createRoot mark the container; from then
 * on React replays a tap on a part still hydrating).
 */
function waitForReactAfterNavigation(page: Page) {
  const untilReactHasRoot = () =>
    pagesWithoutScripts.has(page)
      ? Promise.resolve()
      : page.waitForFunction(() => {
          const root = document.getElementById('root');
          return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
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

/** A fresh Chromium profile per test file, with the flags this machine's closed network needs. */
export async function openBrowser(): Promise<Browser> {
  const executablePath = findChromium() as string | null;
  if (!executablePath)
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    viewport: DESKTOP,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async newPage(viewport = DESKTOP) {
      const page = await context.newPage();
      waitForReactAfterNavigation(page);
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at; overlays want the viewport only. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const dir = path.resolve(import.meta.dirname, '../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage });
}
