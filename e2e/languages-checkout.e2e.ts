import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { expectConfirmation, screenshotBoth, TEST_CARDS, waitForCardForm } from './support/checkout';

/**
 * Issue 29: a shopper in French or Arabic browses, sends a gift on a schedule, is refused at the
 * checkout in their language (the domain's sentences, decision 0125), has a card declined in it,
 * pays with the sandbox card and reads the confirmation, its fee named in their language (decision
 * 0250; French at 1280 px, Arabic at 390 px), with axe on each page. The store (e2e/stores/e2e-languages.json) is English by default and offers French and Arabic.
 */
const STORE = 'e2e-languages';

const TEXTS = {
  fr: {
    home: 'Cartes cadeaux et bons',
    sendAsGift: 'Offrir',
    zoneHint: 'L’heure est celle du destinataire',
    zoneLabel: 'Fuseau horaire du destinataire',
    firstNameRequired: 'Le prénom est obligatoire',
    emailRequired: 'L’e-mail est obligatoire',
    cardNumber: 'Numéro de carte',
    declined: 'Votre carte a été refusée.',
    confirmed: 'Votre commande est confirmée',
    fee: 'Frais de service',
    // The amount in the language's way, the currency's code after its bare symbol.
    paid: /^25,63\s\$\sUSD$/,
    // The card's amount as the product page writes it in French, not the catalog's '$25'.
    option: /^25,00\s\$$/,
  },
  ar: {
    home: 'بطاقات الهدايا والقسائم',
    sendAsGift: 'أرسلها هدية',
    zoneHint: 'الوقت بحسب توقيت المستلم',
    zoneLabel: 'المنطقة الزمنية للمستلم',
    firstNameRequired: 'الاسم الأول مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    cardNumber: 'رقم البطاقة',
    declined: 'رُفضت بطاقتك.',
    confirmed: 'تم تأكيد طلبك!',
    fee: 'رسوم الخدمة',
    // Arabic's symbol names the currency: no code after it again (it read 'US$ 25.63 USD').
    paid: /^\u200f?25\.63\sUS\$$/,
    option: /^\u200f?25\.00\sUS\$$/,
  },
} as const;

/** French at the desk and Arabic, right to left, on the phone: each width and each direction once. */
const RUNS = [
  ['fr', VIEWPORTS[1]],
  ['ar', VIEWPORTS[0]],
] as const;

test.describe('a purchase in French and in Arabic (issue 29)', () => {
  for (const [language, [label, viewport]] of RUNS)
    test(`sends a scheduled gift and checks out in the sandbox in ${language} at ${label}`, async ({ site }) => {
      const text = TEXTS[language];
      const page = await site.newPage(viewport);
      await page.goto(storeUrl(STORE, `/?lang=${language}`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1')).toHaveText(text.home);
      await expectNoAxeViolations(page, `home in ${language} ${label}`);
      if (viewport === MOBILE && language === 'ar') await screenshot(page, 'languages-home-ar', { fullPage: false });

      await page.getByTestId('product-card-link').first().click();
      await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
      const dialog = page.getByRole('dialog', { name: text.sendAsGift });
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('recipient-name-input').fill('Ada Lovelace');
      await dialog.getByTestId('recipient-email-input').fill('ada@example.com');
      await dialog.getByTestId('schedule-later').check();
      await dialog.getByTestId('delivery-date-input').fill('2030-06-15');
      await dialog.getByTestId('delivery-time-input').fill('09:30');
      await expect(dialog.getByTestId('schedule-zone-hint')).toContainText(text.zoneHint);
      await expect(dialog.getByLabel(text.zoneLabel, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `gift dialog scheduled in ${language} ${label}`);
      await dialog.getByTestId('gift-save').click();
      await expect(dialog).toHaveCount(0);

      await page.goto(storeUrl(STORE, '/checkout'));
      await page.getByTestId('checkout-form').waitFor();
      await waitForCardForm(page);
      await expect(page.getByLabel(text.cardNumber)).toBeVisible();
      // Pay is enabled once the card is complete: with the details empty, the form refuses.
      await page.getByTestId('card-number-input').fill(TEST_CARDS.declined);
      await page.getByTestId('card-expiry-input').fill('12/34');
      await page.getByTestId('card-cvc-input').fill('123');
      await page.getByTestId('pay-button').click();
      const summary = page.getByTestId('error-summary');
      await expect(summary).toContainText(text.firstNameRequired);
      await expect(summary).toContainText(text.emailRequired);
      await expectNoAxeViolations(page, `checkout refused in ${language} ${label}`);

      await page.getByTestId('first-name-input').fill('Ada');
      await page.getByTestId('last-name-input').fill('Lovelace');
      await page.getByTestId('email-input').fill('ada@example.com');
      await page.getByTestId('pay-button').click();
      await expect(page.getByTestId('payment-error')).toHaveText(text.declined);
      await expectNoAxeViolations(page, `card declined in ${language} ${label}`);
      if (viewport === MOBILE && language === 'ar') await screenshot(page, 'languages-checkout-ar');

      await page.getByTestId('card-number-input').fill(TEST_CARDS.succeeds);
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('order-confirmed')).toContainText(text.confirmed);
      // The store's one fee (2.5% of $25), by the name the merchant gave it in this language, with its amount.
      await expect(page.getByTestId('order-fee')).toHaveText(new RegExp(`^${text.fee}.*0[.,]63`));
      await expect(page.getByTestId('order-paid-total').first()).toHaveText(text.paid);
      await expect(page.getByTestId('issued-card-option')).toHaveText(text.option);
      await expectNoAxeViolations(page, `confirmation in ${language} ${label}`);
      await screenshotBoth(page, `languages-confirmation-${language}`);
      await page.close();
    });
});
