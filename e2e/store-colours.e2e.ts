import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { channelsToHex, contrastRatio } from '@giftfront/domain/brand-colors';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { openStorePage, waitForHydration } from './support/storefront';

/** Any store colour: a pale yellow and a near-black brand keep selection, focus and actions readable. */
const STORES = [
  ['pale yellow', 'e2e-pale-yellow'],
  ['near-black', 'e2e-near-black'],
] as const;
const WHITE = '#ffffff';

/** 'rgb(1, 2, 3)' to '#010203'. */
const hexOf = (rgb: string) => channelsToHex((rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number));

const style = (
  page: Page,
  selector: string,
  property: 'borderTopColor' | 'outlineColor' | 'outlineStyle' | 'backgroundColor' | 'textDecorationLine',
) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);

async function openProduct(site: Browser, slug: string, viewport: (typeof VIEWPORTS)[number][1]) {
  const { page } = await openStorePage(site, slug, '/gift-card/house-gift-card', viewport);
  await page.getByTestId('gift-card-detail').waitFor();
  return page;
}

for (const [name, slug] of STORES)
  test.describe(`a ${name} store`, () => {
    for (const [label, viewport] of VIEWPORTS)
      test(`keeps the selected amount border and the focus outline at 3:1 or more on white, at ${label}`, async ({
        site,
      }) => {
        const page = await openProduct(site, slug, viewport);
        const checked = '[data-testid="amount-picker"] label:has(input:checked)';
        await expect
          .poll(async () => contrastRatio(hexOf(await style(page, checked, 'borderTopColor')), WHITE))
          .toBeGreaterThanOrEqual(3);
        // Selection is shown by a check mark too, not by colour alone; the other amounts have none.
        await expect(page.locator(`${checked} svg`)).toBeVisible();
        await expect(
          page.locator('[data-testid="amount-picker"] label:has(input:not(:checked)) svg').first(),
        ).toBeHidden();
        await expect.poll(() => style(page, checked, 'outlineStyle')).toBe('none');
        await waitForHydration(page.getByTestId('amount-d25'));
        await page.getByTestId('amount-d25').focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.getByTestId('amount-d50').isChecked()).toBe(true);
        await expect.poll(() => style(page, '[data-testid="amount-d50"]', 'outlineStyle')).toBe('solid');
        await expect
          .poll(async () =>
            contrastRatio(hexOf(await style(page, '[data-testid="amount-d50"]', 'outlineColor')), WHITE),
          )
          .toBeGreaterThanOrEqual(3);
        await expectNoAxeViolations(page, `${name} product page at ${label}`);
        await screenshot(page, `${slug}-product`, { fullPage: false });
        await page.close();
      });

    for (const [label, viewport] of VIEWPORTS)
      test(`keeps Send as gift and Buy Now visibly different, at ${label}`, async ({ site }) => {
        const page = await openProduct(site, slug, viewport);
        const [gift, buy] =
          viewport === MOBILE ? ['mobile-send-as-gift', 'mobile-buy-now'] : ['send-as-gift', 'buy-now'];
        const giftBackground = hexOf(await style(page, `[data-testid="${gift}"]`, 'backgroundColor'));
        await expect
          .poll(async () => hexOf(await style(page, `[data-testid="${buy}"]`, 'backgroundColor')))
          .toBe(WHITE);
        expect(giftBackground).not.toBe(WHITE);
        await page.close();
      });

    for (const [label, viewport] of VIEWPORTS)
      test(`marks the current menu link by more than colour, and passes axe on the listing, at ${label}`, async ({
        site,
      }) => {
        const { page } = await openStorePage(site, slug, '/vouchers', viewport);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (viewport === MOBILE) await page.getByTestId('mobile-menu-button').click();
        const nav = viewport === MOBILE ? page.getByTestId('mobile-menu') : page.getByTestId('main-nav');
        const current = nav.getByRole('link', { name: 'Vouchers' });
        await current.waitFor();
        await expect(current).toHaveAttribute('aria-current', 'page');
        const decoration = (link: typeof current) =>
          link.evaluate((element) => getComputedStyle(element).textDecorationLine);
        await expect.poll(() => decoration(current)).toBe('underline');
        await expect.poll(() => decoration(nav.getByRole('link', { name: 'Gift Cards' }))).toBe('none');
        await expectNoAxeViolations(page, `${name} vouchers page at ${label}`);
        await page.close();
      });
  });
