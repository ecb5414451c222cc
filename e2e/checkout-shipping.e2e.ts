import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  screenshotBoth,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textOf, textsOf } from './support/storefront';

/** Issue 4: every checkout validation message (product §5), the error box, postal shipping and its confirmation. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shippable = [{ slug: 'everyday-gift-card', denomination: 'e50' }];
const errorUnder = (page: Page, testId: string) => textOf(page, `${testId}-error`);

async function payNow(page: Page) {
  await waitForCardForm(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByTestId('pay-button').click();
}

describe('checkout validation', () => {
  it('lists every missing field under it and in the error box, and moves focus to the box', async () => {
    const page = await openCheckout(browser, shippable, DESKTOP);
    await page.getByTestId('delivery-mode-physical').click();
    await payNow(page);
    const box = page.getByTestId('error-summary');
    await box.waitFor();
    expect(await box.getByRole('heading').textContent()).toBe('Please correct the following errors:');
    expect(await textsOf(page, 'error-summary-item')).toEqual([
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
    expect(await errorUnder(page, 'first-name')).toBe('First name is required');
    expect(await errorUnder(page, 'last-name')).toBe('Last name is required');
    expect(await errorUnder(page, 'email')).toBe('Email is required');
    expect(await errorUnder(page, 'ship-to-name')).toBe("Recipient's name is required");
    expect(await errorUnder(page, 'country')).toBe('Country is required');
    expect(await errorUnder(page, 'address')).toBe('Address is required');
    expect(await errorUnder(page, 'city')).toBe('City is required');
    expect(await errorUnder(page, 'postal-code')).toBe('Postcode is required');
    expect(await errorUnder(page, 'mobile-number')).toBe('Mobile number is required');
    expect(await textOf(page, 'shipping-option-error')).toBe('Please select a delivery option');
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'checkout-errors');
    await expectNoAxeViolations(page, 'checkout with errors');

    // A link in the box takes the shopper to the field.
    await box.getByRole('link', { name: 'City is required' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-city');
    await page.close();
  });

  it("says 'Email is invalid' and 'Invalid mobile number format', and clears messages as fields are fixed", async () => {
    const page = await openCheckout(browser, shippable, MOBILE);
    await page.getByTestId('delivery-mode-physical').click();
    await fillDetails(page, { email: 'ada@example' });
    await page.getByLabel('Mobile number').fill('+1 555');
    await payNow(page);
    await page.getByTestId('error-summary').waitFor();
    expect(await errorUnder(page, 'email')).toBe('Email is invalid');
    expect(await errorUnder(page, 'mobile-number')).toBe('Invalid mobile number format');
    await screenshot(page, 'checkout-errors');

    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await expect.poll(() => page.getByTestId('email-error').count()).toBe(0);
    expect(await textsOf(page, 'error-summary-item')).not.toContain('Email is invalid');
    // Switching to email delivery drops what only physical delivery asks for.
    await page.getByTestId('delivery-mode-digital').click();
    await expect.poll(() => page.getByTestId('error-summary').count()).toBe(0);
    await page.close();
  });

  it('asks only for name and email with email delivery', async () => {
    const page = await openCheckout(browser, shippable, DESKTOP);
    expect(await page.getByTestId('shipping-address').count()).toBe(0);
    await payNow(page);
    await page.getByTestId('error-summary').waitFor();
    expect(await textsOf(page, 'error-summary-item')).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
    ]);
    await page.close();
  });

  it('shows no delivery section when nothing in the cart can be shipped', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await page.getByTestId('your-details').waitFor();
    expect(await page.getByTestId('delivery').count()).toBe(0);
    expect(await page.getByTestId('total-shipping').count()).toBe(0);
    await page.close();
  });
});

describe('postal shipping', () => {
  it('greys out an option the chosen country cannot have, posts to the UK and confirms the shipping details', async () => {
    const page = await openCheckout(browser, shippable, DESKTOP);
    await fillDetails(page, { firstName: 'Charles', lastName: 'Babbage', email: 'charles@example.com' });
    await page.getByTestId('delivery-mode-physical').click();
    expect(await page.getByTestId('shipping-option-email').count()).toBe(0);

    await page.getByLabel('Country', { exact: true }).selectOption('FR');
    const ukPost = page.getByTestId('shipping-option-uk-post');
    expect(await ukPost.isDisabled()).toBe(true);
    expect(await textOf(page, 'shipping-option-reason')).toBe(
      'Not available for delivery to France. Ships to United Kingdom only.',
    );
    expect(await page.getByTestId('shipping-option-tracked').isDisabled()).toBe(false);
    expect(await page.getByTestId('shipping-option-collect').textContent()).toContain('Collection available');

    await page.getByLabel('Country', { exact: true }).selectOption('GB');
    expect(await ukPost.isDisabled()).toBe(false);
    await ukPost.click();
    // 50.00 + fee 1.25 + post 3.50
    expect(await textOf(page, 'total-shipping-value')).toBe('$3.50');
    expect(await textOf(page, 'total-due-value')).toBe('$54.75');

    // Choosing a country the option does not serve unchooses it.
    await page.getByLabel('Country', { exact: true }).selectOption('FR');
    expect(await ukPost.getAttribute('data-state')).toBe('unchecked');
    await page.getByLabel('Country', { exact: true }).selectOption('GB');
    await ukPost.click();

    await page.getByLabel("Recipient's name").fill('Charles Babbage');
    // A UK address: the town and postcode by the Royal Mail's words, the county optional.
    expect(await page.getByLabel('County (optional)').count()).toBe(1);
    await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
    await page.getByLabel('Apartment, suite, etc. (optional)').fill('Flat 3');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByLabel('Company name (optional)').fill('Difference Engines Ltd');
    expect(await page.getByTestId('mobile-number-country').inputValue()).toBe('GB');
    await page.getByLabel('Mobile number').fill('+44 7400 123456');
    await screenshotBoth(page, 'checkout-postal');
    await expectNoAxeViolations(page, 'checkout with postal delivery');
    await payNow(page);
    await expectConfirmation(page);

    expect(await textOf(page, 'issued-card-delivery')).toBe('Delivery: Post');
    expect(await textOf(page, 'issued-card-status')).toBe('Awaiting shipment');
    expect(await textOf(page, 'issued-card-recipient')).toBe('Recipient: Charles Babbage');
    expect(await page.getByTestId('issued-card-view').count()).toBe(0);
    const details = page.getByTestId('shipping-details');
    expect(await details.getByRole('heading', { level: 2 }).textContent()).toBe('Shipping Details');
    expect(
      await page.getByTestId('shipping-address').evaluate((el) => Array.from(el.children, (line) => line.textContent)),
    ).toEqual([
      'Charles Babbage',
      'Difference Engines Ltd',
      '12 Analytical Row',
      'Flat 3',
      'LONDON',
      'SW1A 1AA',
      'United Kingdom',
    ]);
    expect(await textOf(page, 'shipping-contact')).toBe('charles@example.com+44 7400 123456');
    expect(await textOf(page, 'shipping-method')).toBe('Royal Mail (UK only)');
    expect(await textOf(page, 'order-paid-total')).toBe('$54.75 USD');
    await screenshotBoth(page, 'confirmation-postal');
    await expectNoAxeViolations(page, 'postal confirmation');
    await page.close();
  });
});

/** Issue 26 item 12 and issue 25 defect 9: a postal gift goes to its recipient, at an address its country accepts. */
describe('a postal gift to a recipient in the United States', () => {
  for (const viewport of [MOBILE, DESKTOP])
    it(`asks for the state and a ZIP code of the right shape, then ships to the recipient with the buyer as sender (${viewport.width} px)`, async () => {
      const page = await openCheckout(browser, shippable, viewport);
      await fillDetails(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
      await page.getByTestId('delivery-mode-physical').click();
      expect(await page.getByRole('group', { name: 'Ship to' }).count()).toBe(1);
      await page.getByLabel("Recipient's name").fill('Grace Hopper');
      await page.getByLabel('Country', { exact: true }).selectOption('US');
      await page.getByTestId('shipping-option-tracked').click();
      await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
      await page.getByLabel('City').fill('Arlington');
      await page.getByLabel('ZIP code').fill('SW1A 1AA');
      await page.getByLabel('Mobile number').fill('+1 202 555 0143');
      await payNow(page);
      await page.getByTestId('error-summary').waitFor();
      expect(await textsOf(page, 'error-summary-item')).toEqual([
        'State is required',
        'That ZIP code does not look right for this country: enter one like 95014',
      ]);
      expect(await errorUnder(page, 'region')).toBe('State is required');
      await expectNoAxeViolations(page, `US address refused (${viewport.width} px)`);

      await page.getByLabel('State').selectOption({ label: 'Virginia' });
      await page.getByLabel('ZIP code').fill('22201');
      await expect.poll(() => page.getByTestId('error-summary').count()).toBe(0);
      await screenshot(page, 'checkout-postal-us');
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);

      expect(await textOf(page, 'issued-card-recipient')).toBe('Recipient: Grace Hopper');
      expect(
        await page
          .getByTestId('shipping-address')
          .evaluate((el) => Array.from(el.children, (line) => line.textContent)),
      ).toEqual(['Grace Hopper', '1 Main Street', 'ARLINGTON, VA 22201', 'United States']);
      expect(await textOf(page, 'shipping-sender')).toBe('From Ada Lovelace');
      expect(await textOf(page, 'shipping-method')).toBe('Tracked worldwide post');
      await screenshot(page, 'confirmation-postal-us');
      await expectNoAxeViolations(page, `US postal confirmation (${viewport.width} px)`);
      await page.close();
    });
});
