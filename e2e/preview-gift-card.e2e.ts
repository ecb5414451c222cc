import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { backgroundOf, openStorePage, RICH, SINGLE, textOf, type Viewport } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// One of the store's own images: another store's upload is not served on this store's host.
const LOGO = '/uploads/e2e-rich/images/coffee.svg';
const HERO = '/uploads/e2e-rich/images/birthday-balloons.svg';

async function openPreview(query: string, viewport: Viewport = DESKTOP, slug = 'classic-gift-card', store = RICH) {
  const { page } = await openStorePage(browser, store, `/preview-gift-card/${slug}${query}`, viewport);
  await page.getByTestId('preview-page').waitFor();
  return page;
}

describe('gift card preview (product §2 Preview gift card page)', () => {
  it.each(VIEWPORTS)('replaces logo, hero image, title and colour from the query at %s', async (label, viewport) => {
    const page = await openPreview(
      `?logo=${encodeURIComponent(LOGO)}&giftCardImage=${encodeURIComponent(HERO)}&giftCardTitle=Summer%20Special&primaryColor=%23e11d48`,
      viewport,
    );
    await page.getByTestId('gift-card-detail').waitFor();
    expect(await page.getByTestId('preview-logo').getAttribute('src')).toBe(LOGO);
    expect(await page.getByTestId('hero-image').getAttribute('src')).toBe(HERO);
    expect(await textOf(page, 'product-title')).toBe('Summer Special');
    const button = viewport === DESKTOP ? 'send-as-gift' : 'mobile-send-as-gift';
    expect(await backgroundOf(page, button)).toBe('rgb(225, 29, 72)');
    await expectNoAxeViolations(page, `preview ${label}`);
    await screenshot(page, 'preview');
    await page.close();
  });

  it('accepts heroImage, title and buttonColor as the other names', async () => {
    const page = await openPreview(`?heroImage=${encodeURIComponent(HERO)}&title=Autumn&buttonColor=1e3a8a`);
    await page.getByTestId('gift-card-detail').waitFor();
    expect(await page.getByTestId('hero-image').getAttribute('src')).toBe(HERO);
    expect(await textOf(page, 'product-title')).toBe('Autumn');
    expect(await backgroundOf(page, 'send-as-gift')).toBe('rgb(30, 58, 138)');
    await page.close();
  });

  it("keeps the product's own look without overrides", async () => {
    const page = await openPreview('');
    await page.getByTestId('gift-card-detail').waitFor();
    expect(await textOf(page, 'product-title')).toBe('Classic Gift Card');
    expect(await page.getByTestId('preview-logo').getAttribute('src')).toBe('/uploads/e2e-rich/images/harbor-logo.svg');
    expect(await backgroundOf(page, 'send-as-gift')).toBe('rgb(15, 118, 110)');
    await page.close();
  });

  it('has the purchase controls: amounts with Custom, custom input, designs, quantity, buttons, sections', async () => {
    const page = await openPreview('');
    await page.getByTestId('gift-card-detail').waitFor();
    await page.getByTestId('amount-custom').click();
    await page.getByTestId('custom-amount-input').fill('30');
    expect(await page.getByTestId('design-picker').getByRole('radio').count()).toBe(3);
    expect(await page.getByTestId('quantity-input').inputValue()).toBe('1');
    for (const button of ['send-as-gift', 'add-to-cart', 'buy-now'])
      expect(await page.getByTestId(button).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Terms and conditions' }).isVisible()).toBe(true);
    await page.close();
  });

  it('shows the design the shopper picks instead of the hero override', async () => {
    const page = await openPreview(`?giftCardImage=${encodeURIComponent(HERO)}`);
    await page.getByRole('radio', { name: 'Evergreen' }).click();
    expect(await page.getByTestId('hero-image').getAttribute('src')).toMatch(/classic-evergreen\.svg$/);
    await page.close();
  });

  it('shows prices with the simple $/€/£ symbol', async () => {
    const page = await openPreview('', DESKTOP, 'book-token', SINGLE);
    await page.getByTestId('gift-card-detail').waitFor();
    expect(await textOf(page, 'product-price')).toBe('£10.00');
    await page.close();
  });

  it('accepts only gift cards', async () => {
    const page = await openPreview('', DESKTOP, 'spa-day');
    await page.getByTestId('product-invalid-type').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Invalid product type');
    await page.close();
  });

  it('ignores overrides that are not safe images or colours', async () => {
    const page = await openPreview('?logo=javascript%3Aalert(1)&primaryColor=red');
    await page.getByTestId('gift-card-detail').waitFor();
    expect(await page.getByTestId('preview-logo').getAttribute('src')).toBe('/uploads/e2e-rich/images/harbor-logo.svg');
    expect(await backgroundOf(page, 'send-as-gift')).toBe('rgb(15, 118, 110)');
    await page.close();
  });
});
