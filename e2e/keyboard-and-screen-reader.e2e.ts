import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storeUrl, VIEWPORTS } from './support/browser';
import { openCheckout } from './support/checkout';
import { openStorePage, RICH, waitForHydration } from './support/storefront';

/** Route changes, landmarks, the skip link and the checkout's tab order, for keyboard and screen reader users. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      id: element?.id ?? '',
    };
  });

/** The main landmark's accessible name, as aria-labelledby gives it. */
const mainName = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('main')?.getAttribute('aria-labelledby');
    return (id && document.getElementById(id)?.textContent?.trim()) || '';
  });

test.describe('keyboard and screen reader', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`moves focus to the new page’s main heading and announces it on a route change, at ${label}`, async ({
      site,
    }) => {
      const { page } = await openStorePage(site, RICH, '/', viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // A link tapped before its part of the page has hydrated is a full page load, which moves no focus.
      await waitForHydration(page.getByRole('link', { name: 'Classic Gift Card' }).first());
      await page.getByRole('link', { name: 'Classic Gift Card' }).first().click();
      await expect
        .poll(() => focused(page))
        .toEqual({ tag: 'h1', text: 'Classic Gift Card', id: expect.any(String) as unknown as string });
      await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe('Classic Gift Card');
      await expect(page.getByRole('main', { name: 'Classic Gift Card' })).toHaveCount(1);
      await expectNoAxeViolations(page, `product page after navigation at ${label}`);
      await page.close();
    });

  test('gives each page’s main region its own accessible name', async ({ site }) => {
    const names: string[] = [];
    for (const path of ['/', '/gift-card/classic-gift-card', '/voucher/spa-day', '/cart', '/gift-card-balance']) {
      const { page } = await openStorePage(site, RICH, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => mainName(page)).not.toBe('');
      names.push(await mainName(page));
      await page.close();
    }
    expect(new Set(names).size).toBe(names.length);
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`moves focus into the main content with the skip link, at ${label}`, async ({ site }) => {
      const { page } = await openStorePage(site, RICH, '/gift-card/classic-gift-card', viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toMatchObject({ text: 'Skip to content' });
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'main', id: 'main' });
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)))
        .toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      await page.close();
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`tabs through the checkout form before the order summary, at ${label}`, async ({ site }) => {
      const page = await openCheckout(site, [{ slug: 'everyday-gift-card', denomination: 'e50' }], viewport);
      await page.getByTestId('skip-link').focus();
      await page.keyboard.press('Enter');
      const where = () =>
        page.evaluate(() =>
          document.activeElement?.closest('[data-testid="checkout-form"]')
            ? 'form'
            : document.activeElement?.closest('[data-testid="order-summary"]')
              ? 'summary'
              : 'other',
        );
      let first = 'other';
      for (let presses = 0; presses < 10 && first === 'other'; presses += 1) {
        await page.keyboard.press('Tab');
        first = await where();
      }
      expect(first).toBe('form');
      expect(page.url()).toBe(storeUrl('e2e-checkout', '/checkout'));
      await page.close();
    });
});
