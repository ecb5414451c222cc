import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { storeUrl, type Browser } from './browser';

/** The demo stores' owner (README; created outside production, the e2e server included). */
export const DEMO_OWNER = { email: 'owner@demo.test', password: 'demo-owner-2468', name: 'Demo Owner' } as const;
export const DEMO = 'demo';
export const DEMO_SPLIT = 'demo-split';

export const dashboardUrl = (slug: string, pathname = '') => storeUrl(slug, `/admin${pathname}`);

let people = 0;
/** An email no other test uses, so parallel test files never meet in the staff list or the audit log. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${process.pid}-${(people += 1)}-${Date.now() % 100000}@example.com`;

/** A page of the dashboard, signed out first: the pages of one test file share their cookies. */
export async function openSignedOut(
  browser: Browser,
  viewport: { width: number; height: number },
  slug = DEMO,
  pathname = '',
): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.newPage(viewport);
  // No colour transitions: axe never judges a colour halfway.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(dashboardUrl(slug, pathname));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  return page;
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in on the page's sign-in form and waits for the dashboard to open. */
export async function signIn(page: Page, email: string = DEMO_OWNER.email, password: string = DEMO_OWNER.password) {
  await fillSignIn(page, email, password);
  await page.locator('main h1').filter({ hasNotText: 'Sign in' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
}

/** A signed-in owner's page of the demo store. */
export async function openAsOwner(
  browser: Browser,
  viewport: { width: number; height: number },
  pathname = '',
): Promise<Page> {
  const page = await openSignedOut(browser, viewport, DEMO, pathname);
  await signIn(page);
  return page;
}

/** Goes to a section through the navigation (the drawer on phones), as a person would. */
export async function navigateTo(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label })
    .filter({ visible: true })
    .click();
  await page.getByRole('heading', { level: 1 }).filter({ visible: true }).first().waitFor();
}

/**
 * Follows the newest mail to `email` in the development mailbox (the outbox, filled by the
 * delivery worker) to the link of its button `buttonName`.
 */
export async function followMailedLink(page: Page, slug: string, email: string, buttonName: string) {
  await expect
    .poll(
      async () => {
        await page.goto(storeUrl(slug, '/dev/mailbox'));
        return page.getByRole('row').filter({ hasText: email }).count();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').first().click();
  await page.getByRole('link', { name: buttonName }).click();
}

/** The sections each role sees, in the navigation's order after Home (the home page's links are these). */
export { OWNER_SECTIONS, STAFF_SECTIONS } from '../../apps/dashboard/src/test/sections-by-role';
