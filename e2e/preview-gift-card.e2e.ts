import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { backgroundOf, openStorePage, RICH, SINGLE, type Viewport } from './support/storefront';

// One of the store's own images: another store's upload is not served on this store's host.
const LOGO = '/uploads/e2e-rich/images/coffee.svg';
const HERO = '/uploads/e2e-rich/images/birthday-balloons.svg';

async function openPreview(
  site: Browser,
  query: string,
  viewport: Viewport = DESKTOP,
  slug = 'classic-gift-card',
  store = RICH,
) {
  const { page } = await openStorePage(site, store, `/preview-gift-card/${slug}${query}`, viewport);
  await page.getByTestId('preview-page').waitFor();
  return page;
}

test.describe('gift card preview (product §2 Preview gift card page)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`replaces logo, hero image, title and colour from the query at ${label}`, async ({ site }) => {
      const page = await openPreview(
        site,
        `?logo=${encodeURIComponent(LOGO)}&giftCardImage=${encodeURIComponent(HERO)}&giftCardTitle=Summer%20Special&primaryColor=%23e11d48`,
        viewport,
      );
      await page.getByTestId('gift-card-detail').waitFor();
      await expect(page.getByTestId('preview-logo')).toHaveAttribute('src', LOGO);
      await expect(page.getByTestId('hero-image')).toHaveAttribute('src', HERO);
      await expect(page.getByTestId('product-title').first()).toHaveText('Summer Special');
      const button = viewport === DESKTOP ? 'send-as-gift' : 'mobile-send-as-gift';
      await expect.poll(() => backgroundOf(page, button)).toBe('rgb(225, 29, 72)');
      await expectNoAxeViolations(page, `preview ${label}`);
      await screenshot(page, 'preview');
      await page.close();
    });

  test('accepts heroImage, title and buttonColor as the other names', async ({ site }) => {
    const page = await openPreview(site, `?heroImage=${encodeURIComponent(HERO)}&title=Autumn&buttonColor=1e3a8a`);
    await page.getByTestId('gift-card-detail').waitFor();
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', HERO);
    await expect(page.getByTestId('product-title').first()).toHaveText('Autumn');
    await expect.poll(() => backgroundOf(page, 'send-as-gift')).toBe('rgb(30, 58, 138)');
    await page.close();
  });

  test("keeps the product's own look without overrides", async ({ site }) => {
    const page = await openPreview(site, '');
    await page.getByTestId('gift-card-detail').waitFor();
    await expect(page.getByTestId('product-title').first()).toHaveText('Classic Gift Card');
    await expect(page.getByTestId('preview-logo')).toHaveAttribute('src', '/uploads/e2e-rich/images/harbor-logo.svg');
    await expect.poll(() => backgroundOf(page, 'send-as-gift')).toBe('rgb(15, 118, 110)');
    await page.close();
  });

  test('has the purchase controls: amounts with Custom, custom input, designs, quantity, buttons, sections', async ({
    site,
  }) => {
    const page = await openPreview(site, '');
    await page.getByTestId('gift-card-detail').waitFor();
    await page.getByTestId('amount-custom').click();
    await page.getByTestId('custom-amount-input').fill('30');
    await expect(page.getByTestId('design-picker').getByRole('radio')).toHaveCount(3);
    await expect(page.getByTestId('quantity-input')).toHaveValue('1');
    for (const button of ['send-as-gift', 'add-to-cart', 'buy-now'])
      await expect(page.getByTestId(button)).not.toBeDisabled();
    await expect(page.getByText('Terms and conditions', { exact: true })).toBeVisible();
    await page.close();
  });

  test('shows the design the shopper picks instead of the hero override', async ({ site }) => {
    const page = await openPreview(site, `?giftCardImage=${encodeURIComponent(HERO)}`);
    await page.getByRole('radio', { name: 'Evergreen' }).click();
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', /classic-evergreen\.svg$/);
    await page.close();
  });

  test('shows prices with the simple $/€/£ symbol', async ({ site }) => {
    const page = await openPreview(site, '', DESKTOP, 'book-token', SINGLE);
    await page.getByTestId('gift-card-detail').waitFor();
    await expect(page.getByTestId('product-price').first()).toHaveText('£10.00');
    await page.close();
  });

  test('accepts only gift cards', async ({ site }) => {
    const page = await openPreview(site, '', DESKTOP, 'spa-day');
    await page.getByTestId('product-invalid-type').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid product type');
    await page.close();
  });

  test('ignores overrides that are not safe images or colours', async ({ site }) => {
    const page = await openPreview(site, '?logo=javascript%3Aalert(1)&primaryColor=red');
    await page.getByTestId('gift-card-detail').waitFor();
    await expect(page.getByTestId('preview-logo')).toHaveAttribute('src', '/uploads/e2e-rich/images/harbor-logo.svg');
    await expect.poll(() => backgroundOf(page, 'send-as-gift')).toBe('rgb(15, 118, 110)');
    await page.close();
  });
});
