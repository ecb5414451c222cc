import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { seedCart } from './support/cart';
import { backgroundOf, openStorePage, pathOf, RICH, SPLIT, textOf, textsOf, waitForShop } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell (product §1, §2 Header, §9 theme)', () => {
  it("titles the page '{company name} - Gift cards and vouchers'", async () => {
    const { page } = await openStorePage(browser, RICH, '/');
    await waitForShop(page);
    expect(await page.title()).toBe('Harbor & Pine - Gift cards and vouchers');
    await page.close();
  });

  it('shows the logo linking home, or the company name when there is no logo', async () => {
    const { page } = await openStorePage(browser, RICH, '/voucher/spa-day');
    await waitForShop(page);
    expect(await page.getByTestId('store-brand').getByRole('img').getAttribute('alt')).toBe('Harbor & Pine');
    await page.getByTestId('store-brand').click();
    await page.getByTestId('product-listing').waitFor();
    expect(pathOf(page)).toBe('/');
    const split = await openStorePage(browser, SPLIT, '/');
    await waitForShop(split.page);
    expect(await textOf(split.page, 'store-brand')).toBe('Northwind Cafe');
    await page.close();
    await split.page.close();
  });

  it('links Gift Cards and Check Balance in the desktop header (no Vouchers without split navigation)', async () => {
    const { page } = await openStorePage(browser, RICH, '/', DESKTOP);
    await waitForShop(page);
    expect(await textsOf(page, 'main-nav')).toEqual(['Gift CardsCheck Balance']);
    expect(await page.getByTestId('nav-check-balance').getAttribute('href')).toBe('/gift-card-balance');
    expect(await page.getByTestId('mobile-menu-button').isVisible()).toBe(false);
    await page.close();
  });

  it('puts the links in a mobile menu that traps focus, closes on Escape and returns focus', async () => {
    const { page } = await openStorePage(browser, RICH, '/', MOBILE);
    await waitForShop(page);
    expect(await page.getByTestId('main-nav').isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Gift Cards', 'Check Balance']);
    await expectNoAxeViolations(page, 'mobile menu');
    await screenshot(page, 'mobile-menu');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByTestId('mobile-menu-button').evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    await page.close();
  });

  it('closes the mobile menu when a link is followed', async () => {
    const { page } = await openStorePage(browser, RICH, '/voucher/spa-day', MOBILE);
    await waitForShop(page);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Gift Cards' }).click();
    await page.getByTestId('mobile-menu').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    await page.close();
  });

  it.each(VIEWPORTS)('hides the navigation links under embed at %s', async (_label, viewport) => {
    const { page } = await openStorePage(browser, RICH, '/?embed=true', viewport);
    await waitForShop(page);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('main-nav').count()).toBe(0);
    expect(await page.getByTestId('mobile-menu-button').count()).toBe(0);
    expect(await page.getByTestId('cart-button').isVisible()).toBe(true);
    expect(await page.getByTestId('product-card-link').first().getAttribute('href')).toBe(
      '/gift-card/classic-gift-card?embed=true',
    );
    await page.close();
  });

  it('shows the total item count of the stored cart on the cart button', async () => {
    const { page } = await openStorePage(browser, RICH, '/');
    await waitForShop(page);
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    await seedCart(page, [
      { slug: 'classic-gift-card', quantity: 2 },
      { slug: 'spa-day', quantity: 3 },
    ]);
    await expect.poll(() => textOf(page, 'cart-count')).toBe('5');
    expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Shopping cart, 5 items');
    await page.evaluate(() => localStorage.removeItem('giftcard_cart'));
    await page.close();
  });

  it('has a footer with the copyright line, privacy, terms and support links and the powered-by link', async () => {
    const { page } = await openStorePage(browser, RICH, '/');
    await waitForShop(page);
    expect(await textOf(page, 'copyright')).toBe(`© ${new Date().getFullYear()} Harbor & Pine. All rights reserved.`);
    expect(await page.getByTestId('privacy-link').getAttribute('href')).toBe('https://harbor-pine.example/privacy');
    // No termsUrl in the store: the platform's terms (docs/storefront.md).
    expect(await page.getByTestId('terms-link').getAttribute('href')).toBe('https://giftfront.app/terms');
    expect(await page.getByTestId('footer-support-link').getAttribute('href')).toBe(
      'https://harbor-pine.example/support',
    );
    expect(await page.getByTestId('powered-by').textContent()).toBe('Powered by Giftfront');
    await page.close();
  });

  it('adds no second full stop after a company name that ends in one, at 390 and 1280 px', async () => {
    for (const [, viewport] of VIEWPORTS) {
      const { page } = await openStorePage(browser, 'demo-split', '/', viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await textOf(page, 'copyright')).toBe(`© ${new Date().getFullYear()} Juniper & Co. All rights reserved.`);
      await expectNoAxeViolations(page, `demo-split footer at ${viewport.width} px`);
      await page.close();
    }
  });

  it("paints buttons in the store's colour, and the default colour without one", async () => {
    const rich = await openStorePage(browser, RICH, '/gift-card/classic-gift-card');
    await rich.page.getByTestId('send-as-gift').waitFor();
    expect(await backgroundOf(rich.page, 'send-as-gift')).toBe('rgb(15, 118, 110)');
    const split = await openStorePage(browser, SPLIT, '/gift-card/cafe-gift-card');
    await split.page.getByTestId('send-as-gift').waitFor();
    expect(await backgroundOf(split.page, 'send-as-gift')).toBe('rgb(79, 70, 229)');
    await rich.page.close();
    await split.page.close();
  });

  it('inserts the custom embed script into the head and runs it', async () => {
    const { page } = await openStorePage(browser, RICH, '/');
    await waitForShop(page);
    await page.waitForFunction(() => (window as unknown as { __e2eEmbedScript?: string }).__e2eEmbedScript === 'ran');
    expect(await page.locator('head meta[name="e2e-embed"]').getAttribute('content')).toBe('harbor');
    await page.close();
  });

  it('only warns in the console when the embed script fails to load', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/api/Store/CustomEmbedScript', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: 'application/json' }),
    );
    await page.goto(new URL('/', (await openStorePage(browser, RICH, '/')).page.url()).href);
    await waitForShop(page);
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => warnings.some((text) => text.includes('custom embed script'))).toBe(true);
    await page.close();
  });

  it('scrolls to the top when the path changes', async () => {
    const { page } = await openStorePage(browser, RICH, '/', DESKTOP);
    await page.getByTestId('product-card').first().waitFor();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByTestId('product-card-link').nth(7).click();
    await page.getByTestId('voucher-detail').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});
