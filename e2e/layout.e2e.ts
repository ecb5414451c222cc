import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS } from './support/browser';
import { seedCart } from './support/cart';
import { backgroundOf, openStorePage, pathOf, RICH, SPLIT, textOf, waitForShop } from './support/storefront';

test.describe('app shell (product §1, §2 Header, §9 theme)', () => {
  test("titles the page '{company name} - Gift cards and vouchers'", async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/');
    await waitForShop(page);
    await expect(page).toHaveTitle('Harbor & Pine - Gift cards and vouchers');
    await page.close();
  });

  test('shows the logo linking home, or the company name when there is no logo', async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/voucher/spa-day');
    await waitForShop(page);
    await expect(page.getByTestId('store-brand').getByRole('img')).toHaveAttribute('alt', 'Harbor & Pine');
    await page.getByTestId('store-brand').click();
    await page.getByTestId('product-listing').waitFor();
    expect(pathOf(page)).toBe('/');
    const split = await openStorePage(site, SPLIT, '/');
    await waitForShop(split.page);
    await expect(split.page.getByTestId('store-brand').first()).toHaveText('Northwind Cafe');
    await page.close();
    await split.page.close();
  });

  test('links Gift Cards and Check Balance in the desktop header (no Vouchers without split navigation)', async ({
    site,
  }) => {
    const { page } = await openStorePage(site, RICH, '/', DESKTOP);
    await waitForShop(page);
    await expect(page.getByTestId('main-nav')).toHaveText(['Gift CardsCheck Balance']);
    await expect(page.getByTestId('nav-check-balance')).toHaveAttribute('href', '/gift-card-balance');
    await expect(page.getByTestId('mobile-menu-button')).toBeHidden();
    await page.close();
  });

  test('puts the links in a mobile menu that traps focus, closes on Escape and returns focus', async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/', MOBILE);
    await waitForShop(page);
    await expect(page.getByTestId('main-nav')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await expect(menu.getByRole('link')).toHaveText(['Gift Cards', 'Check Balance']);
    await expectNoAxeViolations(page, 'mobile menu');
    await screenshot(page, 'mobile-menu');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('mobile-menu-button').evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.close();
  });

  test('closes the mobile menu when a link is followed', async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/voucher/spa-day', MOBILE);
    await waitForShop(page);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Gift Cards' }).click();
    await page.getByTestId('mobile-menu').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`hides the navigation links under embed at ${label}`, async ({ site }) => {
      const { page } = await openStorePage(site, RICH, '/?embed=true', viewport);
      await waitForShop(page);
      await page.getByTestId('product-card').first().waitFor();
      await expect(page.getByTestId('main-nav')).toHaveCount(0);
      await expect(page.getByTestId('mobile-menu-button')).toHaveCount(0);
      await expect(page.getByTestId('cart-button')).toBeVisible();
      await expect(page.getByTestId('product-card-link').first()).toHaveAttribute(
        'href',
        '/gift-card/classic-gift-card?embed=true',
      );
      await page.close();
    });

  test('shows the total item count of the stored cart on the cart button', async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/');
    await waitForShop(page);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await seedCart(page, [
      { slug: 'classic-gift-card', quantity: 2 },
      { slug: 'spa-day', quantity: 3 },
    ]);
    await expect.poll(() => textOf(page, 'cart-count')).toBe('5');
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Shopping cart, 5 items');
    await page.evaluate(() => localStorage.removeItem('giftcard_cart'));
    await page.close();
  });

  test('has a footer with the copyright line, privacy, terms and support links and the powered-by link', async ({
    site,
  }) => {
    const { page } = await openStorePage(site, RICH, '/');
    await waitForShop(page);
    await expect(page.getByTestId('copyright').first()).toHaveText(
      `© ${new Date().getFullYear()} Harbor & Pine. All rights reserved.`,
    );
    await expect(page.getByTestId('privacy-link')).toHaveAttribute('href', 'https://harbor-pine.example/privacy');
    // No termsUrl in the store: the platform's terms (docs/storefront.md).
    await expect(page.getByTestId('terms-link')).toHaveAttribute('href', 'https://giftfront.app/terms');
    await expect(page.getByTestId('footer-support-link')).toHaveAttribute(
      'href',
      'https://harbor-pine.example/support',
    );
    await expect(page.getByTestId('powered-by')).toHaveText('Powered by Giftfront');
    await page.close();
  });

  test('adds no second full stop after a company name that ends in one, at 390 and 1280 px', async ({ site }) => {
    for (const [, viewport] of VIEWPORTS) {
      const { page } = await openStorePage(site, 'demo-split', '/', viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.getByTestId('copyright').first()).toHaveText(
        `© ${new Date().getFullYear()} Juniper & Co. All rights reserved.`,
      );
      await expectNoAxeViolations(page, `demo-split footer at ${viewport.width} px`);
      await page.close();
    }
  });

  test("paints buttons in the store's colour, and the default colour without one", async ({ site }) => {
    const rich = await openStorePage(site, RICH, '/gift-card/classic-gift-card');
    await rich.page.getByTestId('send-as-gift').waitFor();
    await expect.poll(() => backgroundOf(rich.page, 'send-as-gift')).toBe('rgb(15, 118, 110)');
    const split = await openStorePage(site, SPLIT, '/gift-card/cafe-gift-card');
    await split.page.getByTestId('send-as-gift').waitFor();
    await expect.poll(() => backgroundOf(split.page, 'send-as-gift')).toBe('rgb(79, 70, 229)');
    await rich.page.close();
    await split.page.close();
  });

  test('inserts the custom embed script into the head and runs it', async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/');
    await waitForShop(page);
    await page.waitForFunction(() => (window as unknown as { __e2eEmbedScript?: string }).__e2eEmbedScript === 'ran');
    await expect(page.locator('head meta[name="e2e-embed"]')).toHaveAttribute('content', 'harbor');
    await page.close();
  });

  test('only warns in the console when the embed script fails to load', async ({ site }) => {
    const page = await site.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/api/Store/CustomEmbedScript', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: 'application/json' }),
    );
    await page.goto(new URL('/', (await openStorePage(site, RICH, '/')).page.url()).href);
    await waitForShop(page);
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => warnings.some((text) => text.includes('custom embed script'))).toBe(true);
    await page.close();
  });

  test('scrolls to the top when the path changes', async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/', DESKTOP);
    await page.getByTestId('product-card').first().waitFor();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByTestId('product-card-link').nth(7).click();
    await page.getByTestId('voucher-detail').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});
