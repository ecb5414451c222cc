import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { seedCart } from './support/checkout';

/** The demo store offers English, French, German, Spanish and Arabic (issue 29). */
const DEMO = 'demo';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOME_HEADING = { fr: 'Cartes cadeaux et bons', ar: 'بطاقات الهدايا والقسائم' } as const;
const SEND_AS_GIFT = { fr: 'Offrir', ar: 'أرسلها هدية' } as const;

describe("the shopper's language (issue 29)", () => {
  describe.each(['fr', 'ar'] as const)('in %s', (language) => {
    it.each(VIEWPORTS)(
      'browses home and a gift card and sends it as a gift at %s, in the language and its direction',
      async (label, viewport) => {
        const page = await browser.newPage(viewport);
        await page.goto(storeUrl(DEMO, `/?lang=${language}`));
        await expect.poll(() => page.locator('h1').textContent()).toBe(HOME_HEADING[language]);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await expectNoAxeViolations(page, `home in ${language} ${label}`);
        await screenshot(page, `home-${language}`, { fullPage: false });

        await page.getByTestId('product-card-link').first().click();
        await page.getByTestId('send-as-gift').first().waitFor({ state: 'attached' });
        expect(await page.getByTestId('send-as-gift').first().textContent()).toContain(SEND_AS_GIFT[language]);
        await expectNoAxeViolations(page, `gift card in ${language} ${label}`);
        await screenshot(page, `gift-card-${language}`, { fullPage: false });

        await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
        const dialog = page.getByRole('dialog', { name: SEND_AS_GIFT[language] });
        await dialog.waitFor();
        await dialog.getByTestId('recipient-name-input').fill('Ada Lovelace');
        await dialog.getByTestId('recipient-email-input').fill('ada@example.com');
        await expectNoAxeViolations(page, `gift dialog in ${language} ${label}`);
        await screenshot(page, `gift-dialog-${language}`, { fullPage: false });
        await dialog.getByTestId('gift-save').click();
        await dialog.waitFor({ state: 'detached' });
        await page.context().clearCookies();
        await page.close();
      },
    );
  });

  it('keeps the language chosen in the header, by keyboard, for the next visit', async () => {
    const page = await browser.newPage();
    // The tests share one browser context: no choice kept from another test.
    await page.context().clearCookies();
    await page.goto(storeUrl(DEMO, '/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('language-switch').locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('language-de').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Geschenkkarten & Gutscheine');
    await page.goto(storeUrl(DEMO, '/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // The next test starts with no kept choice.
    await page.context().clearCookies();
    await page.close();
  });

  it('lays the checkout out right to left in Arabic at 390 px', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(storeUrl(DEMO, '/?lang=ar'));
    await seedCart(page, [{ slug: 'classic-gift-card', denomination: 'usd-25' }]);
    await page.goto(storeUrl(DEMO, '/checkout'));
    await page.getByTestId('checkout-form').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectNoAxeViolations(page, 'checkout in ar 390');
    await screenshot(page, 'checkout-ar');
    await page.context().clearCookies();
    await page.close();
  });
});
