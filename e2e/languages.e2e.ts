import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { seedCart } from './support/checkout';

/** The demo store offers English, French, German, Spanish and Arabic (issue 29). */
const DEMO = 'demo';

const HOME_HEADING = { fr: 'Cartes cadeaux et bons', ar: 'بطاقات الهدايا والقسائم' } as const;
const SEND_AS_GIFT = { fr: 'Offrir', ar: 'أرسلها هدية' } as const;

test.describe("the shopper's language (issue 29)", () => {
  for (const language of ['fr', 'ar'] as const)
    test.describe(`in ${language}`, () => {
      for (const [label, viewport] of VIEWPORTS)
        test(`browses home and a gift card and sends it as a gift at ${label}, in the language and its direction`, async ({
          site,
        }) => {
          const page = await site.newPage(viewport);
          await page.goto(storeUrl(DEMO, `/?lang=${language}`));
          await expect(page.locator('h1')).toHaveText(HOME_HEADING[language]);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await expectNoAxeViolations(page, `home in ${language} ${label}`);
          await screenshot(page, `home-${language}`, { fullPage: false });

          await page.getByTestId('product-card-link').first().click();
          await expect(page.getByTestId('send-as-gift').first()).toContainText(SEND_AS_GIFT[language]);
          await expectNoAxeViolations(page, `gift card in ${language} ${label}`);
          await screenshot(page, `gift-card-${language}`, { fullPage: false });

          await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
          const dialog = page.getByRole('dialog', { name: SEND_AS_GIFT[language] });
          await expect(dialog).toBeVisible();
          await dialog.getByTestId('recipient-name-input').fill('Ada Lovelace');
          await dialog.getByTestId('recipient-email-input').fill('ada@example.com');
          await expectNoAxeViolations(page, `gift dialog in ${language} ${label}`);
          await screenshot(page, `gift-dialog-${language}`, { fullPage: false });
          await dialog.getByTestId('gift-save').click();
          await expect(dialog).toHaveCount(0);
          await page.close();
        });
    });

  test('keeps the language chosen in the header, by keyboard, for the next visit', async ({ page }) => {
    // The test's own browser context: no choice kept from another test.
    await page.goto(storeUrl(DEMO, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('language-de').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText('Geschenkkarten & Gutscheine');
    await page.goto(storeUrl(DEMO, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('lays the checkout out right to left in Arabic at 390 px', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/?lang=ar'));
    await seedCart(page, [{ slug: 'classic-gift-card', denomination: 'usd-25' }]);
    await page.goto(storeUrl(DEMO, '/checkout'));
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page, 'checkout in ar 390');
    await screenshot(page, 'checkout-ar');
  });

  test('shows the checkout in French at 390 px: its heading, sections, labels and payment', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/?lang=fr'));
    await seedCart(page, [{ slug: 'classic-gift-card', denomination: 'usd-25' }]);
    await page.goto(storeUrl(DEMO, '/checkout'));
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement');
    await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Votre reçu et les codes des cartes cadeaux sont envoyés à cette adresse.'),
    ).toBeVisible();
    await expect(page.getByTestId('summary-toggle')).toContainText('Afficher le récapitulatif');
    await expect(page.getByTestId('payment')).toContainText('Sécurisé et chiffré');
    await expect(page.getByTestId('back-to-cart')).toHaveText('Retour au panier');
    await expect(page).toHaveTitle(/– Paiement$/);
    await expectNoAxeViolations(page, 'checkout in fr 390');
    await screenshot(page, 'checkout-fr');
  });
});
