import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  screenshotBoth,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textsOf } from './support/storefront';

/** Issue 4: every checkout validation message (product §5), the error box, postal shipping and its confirmation. */
const shippable = [{ slug: 'everyday-gift-card', denomination: 'e50' }];
const errorUnder = (page: Page, testId: string) => page.getByTestId(`${testId}-error`);

async function payNow(page: Page) {
  await waitForCardForm(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByTestId('pay-button').click();
}

test.describe('checkout validation', () => {
  test('lists every missing field under it and in the error box, and moves focus to the box', async ({ site }) => {
    const page = await openCheckout(site, shippable, DESKTOP);
    await page.getByTestId('delivery-mode-physical').click();
    await payNow(page);
    const box = page.getByTestId('error-summary');
    await box.waitFor();
    await expect(box.getByRole('heading')).toHaveText('Please correct the following errors:');
    await expect(page.getByTestId('error-summary-item')).toHaveText([
      'First name is required',
      'Last name is required',
      'Email is required',
      "Recipient's name is required",
      'Country is required',
      'Address is required',
      'City is required',
      'Postcode is required',
      'Mobile number is required',
      'Please select a delivery option',
    ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('error-summary');
    await expect(errorUnder(page, 'first-name')).toHaveText('First name is required');
    await expect(errorUnder(page, 'last-name')).toHaveText('Last name is required');
    await expect(errorUnder(page, 'email')).toHaveText('Email is required');
    await expect(errorUnder(page, 'ship-to-name')).toHaveText("Recipient's name is required");
    await expect(errorUnder(page, 'country')).toHaveText('Country is required');
    await expect(errorUnder(page, 'address')).toHaveText('Address is required');
    await expect(errorUnder(page, 'city')).toHaveText('City is required');
    await expect(errorUnder(page, 'postal-code')).toHaveText('Postcode is required');
    await expect(errorUnder(page, 'mobile-number')).toHaveText('Mobile number is required');
    await expect(page.getByTestId('shipping-option-error').first()).toHaveText('Please select a delivery option');
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'checkout-errors');
    await expectNoAxeViolations(page, 'checkout with errors');

    // A link in the box takes the shopper to the field.
    await box.getByRole('link', { name: 'City is required' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-city');
    await page.close();
  });

  test("says 'Email is invalid' and 'Invalid mobile number format', and clears messages as fields are fixed", async ({
    site,
  }) => {
    const page = await openCheckout(site, shippable, MOBILE);
    await page.getByTestId('delivery-mode-physical').click();
    await fillDetails(page, { email: 'ada@example' });
    await page.getByLabel('Mobile number').fill('+1 555');
    await payNow(page);
    await page.getByTestId('error-summary').waitFor();
    await expect(errorUnder(page, 'email')).toHaveText('Email is invalid');
    await expect(errorUnder(page, 'mobile-number')).toHaveText('Invalid mobile number format');
    await screenshot(page, 'checkout-errors');

    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await expect.poll(() => page.getByTestId('email-error').count()).toBe(0);
    await expect.poll(() => textsOf(page, 'error-summary-item')).not.toContain('Email is invalid');
    // Switching to email delivery drops what only physical delivery asks for.
    await page.getByTestId('delivery-mode-digital').click();
    await expect.poll(() => page.getByTestId('error-summary').count()).toBe(0);
    await page.close();
  });

  test('asks only for name and email with email delivery', async ({ site }) => {
    const page = await openCheckout(site, shippable, DESKTOP);
    await expect(page.getByTestId('shipping-address')).toHaveCount(0);
    await payNow(page);
    await page.getByTestId('error-summary').waitFor();
    await expect(page.getByTestId('error-summary-item')).toHaveText([
      'First name is required',
      'Last name is required',
      'Email is required',
    ]);
    await page.close();
  });

  test('shows no delivery section when nothing in the cart can be shipped', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await page.getByTestId('your-details').waitFor();
    await expect(page.getByTestId('delivery')).toHaveCount(0);
    await expect(page.getByTestId('total-shipping')).toHaveCount(0);
    await page.close();
  });
});

test.describe('postal shipping', () => {
  test('greys out an option the chosen country cannot have, posts to the UK and confirms the shipping details', async ({
    site,
  }) => {
    const page = await openCheckout(site, shippable, DESKTOP);
    await fillDetails(page, { firstName: 'Charles', lastName: 'Babbage', email: 'charles@example.com' });
    await page.getByTestId('delivery-mode-physical').click();
    await expect(page.getByTestId('shipping-option-email')).toHaveCount(0);

    await page.getByLabel('Country', { exact: true }).selectOption('FR');
    const ukPost = page.getByTestId('shipping-option-uk-post');
    await expect(ukPost).toBeDisabled();
    await expect(page.getByTestId('shipping-option-reason').first()).toHaveText(
      'Not available for delivery to France. Ships to United Kingdom only.',
    );
    await expect(page.getByTestId('shipping-option-tracked')).not.toBeDisabled();
    await expect(page.getByTestId('shipping-option-collect')).toContainText('Collection available');

    await page.getByLabel('Country', { exact: true }).selectOption('GB');
    await expect(ukPost).not.toBeDisabled();
    await ukPost.click();
    // 50.00 + fee 1.25 + post 3.50
    await expect(page.getByTestId('total-shipping-value').first()).toHaveText('$3.50');
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$54.75');

    // Choosing a country the option does not serve unchooses it.
    await page.getByLabel('Country', { exact: true }).selectOption('FR');
    await expect(ukPost).toHaveAttribute('data-state', 'unchecked');
    await page.getByLabel('Country', { exact: true }).selectOption('GB');
    await ukPost.click();

    await page.getByLabel("Recipient's name").fill('Charles Babbage');
    // A UK address: the town and postcode by the Royal Mail's words, the county optional.
    await expect(page.getByLabel('County (optional)')).toHaveCount(1);
    await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
    await page.getByLabel('Apartment, suite, etc. (optional)').fill('Flat 3');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByLabel('Company name (optional)').fill('Difference Engines Ltd');
    await expect(page.getByTestId('mobile-number-country')).toHaveValue('GB');
    await page.getByLabel('Mobile number').fill('+44 7400 123456');
    await screenshotBoth(page, 'checkout-postal');
    await expectNoAxeViolations(page, 'checkout with postal delivery');
    await payNow(page);
    await expectConfirmation(page);

    await expect(page.getByTestId('issued-card-delivery').first()).toHaveText('Delivery: Post');
    await expect(page.getByTestId('issued-card-status').first()).toHaveText('Awaiting shipment');
    await expect(page.getByTestId('issued-card-recipient').first()).toHaveText('Recipient: Charles Babbage');
    await expect(page.getByTestId('issued-card-view')).toHaveCount(0);
    const details = page.getByTestId('shipping-details');
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('Shipping Details');
    await expect
      .poll(() =>
        page.getByTestId('shipping-address').evaluate((el) => Array.from(el.children, (line) => line.textContent)),
      )
      .toEqual([
        'Charles Babbage',
        'Difference Engines Ltd',
        '12 Analytical Row',
        'Flat 3',
        'LONDON',
        'SW1A 1AA',
        'United Kingdom',
      ]);
    await expect(page.getByTestId('shipping-contact').first()).toHaveText('charles@example.com+44 7400 123456');
    await expect(page.getByTestId('shipping-method').first()).toHaveText('Royal Mail (UK only)');
    await expect(page.getByTestId('order-paid-total').first()).toHaveText('$54.75 USD');
    await screenshotBoth(page, 'confirmation-postal');
    await expectNoAxeViolations(page, 'postal confirmation');
    await page.close();
  });
});

/** Issue 26 item 12 and issue 25 defect 9: a postal gift goes to its recipient, at an address its country accepts. */
test.describe('a postal gift to a recipient in the United States', () => {
  for (const viewport of [MOBILE, DESKTOP])
    test(`asks for the state and a ZIP code of the right shape, then ships to the recipient with the buyer as sender (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openCheckout(site, shippable, viewport);
      await fillDetails(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
      await page.getByTestId('delivery-mode-physical').click();
      await expect(page.getByRole('group', { name: 'Ship to' })).toHaveCount(1);
      await page.getByLabel("Recipient's name").fill('Grace Hopper');
      await page.getByLabel('Country', { exact: true }).selectOption('US');
      await page.getByTestId('shipping-option-tracked').click();
      await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
      await page.getByLabel('City').fill('Arlington');
      await page.getByLabel('ZIP code').fill('SW1A 1AA');
      await page.getByLabel('Mobile number').fill('+1 202 555 0143');
      await payNow(page);
      await page.getByTestId('error-summary').waitFor();
      await expect(page.getByTestId('error-summary-item')).toHaveText([
        'State is required',
        'That ZIP code does not look right for this country: enter one like 95014',
      ]);
      await expect(errorUnder(page, 'region')).toHaveText('State is required');
      await expectNoAxeViolations(page, `US address refused (${viewport.width} px)`);

      await page.getByLabel('State').selectOption({ label: 'Virginia' });
      await page.getByLabel('ZIP code').fill('22201');
      await expect(page.getByTestId('error-summary')).toHaveCount(0);
      await screenshot(page, 'checkout-postal-us');
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);

      await expect(page.getByTestId('issued-card-recipient').first()).toHaveText('Recipient: Grace Hopper');
      await expect
        .poll(() =>
          page.getByTestId('shipping-address').evaluate((el) => Array.from(el.children, (line) => line.textContent)),
        )
        .toEqual(['Grace Hopper', '1 Main Street', 'ARLINGTON, VA 22201', 'United States']);
      await expect(page.getByTestId('shipping-sender').first()).toHaveText('From Ada Lovelace');
      await expect(page.getByTestId('shipping-method').first()).toHaveText('Tracked worldwide post');
      await screenshot(page, 'confirmation-postal-us');
      await expectNoAxeViolations(page, `US postal confirmation (${viewport.width} px)`);
      await page.close();
    });
});
