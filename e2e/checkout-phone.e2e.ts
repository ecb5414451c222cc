import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS } from './support/browser';
import { applyPromo, fillCard, fillDetails, openCheckout, TEST_CARDS, waitForCardForm } from './support/checkout';

/** The checkout on a phone and a laptop with a gift card applied. */
test.describe('checkout with a gift card applied', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`wraps the applied gift card chip within the page, at ${label}`, async ({ site }) => {
      const page = await openCheckout(
        site,
        [
          {
            slug: 'everyday-gift-card',
            denomination: 'e100',
            gift: {
              recipientName: 'Bartholomew Featherstonehaugh-Cholmondeley',
              recipientEmail: 'bartholomew.featherstonehaugh@example.com',
            },
          },
        ],
        viewport,
      );
      // On a phone the summary (with the code field) starts folded.
      if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
      // Its own card: the promo tests hold and spend the shared ones at the same time.
      await applyPromo(page, 'LANT-PHON-CHIP-0020');
      await page.getByTestId('applied-gift-card').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await expect(page.getByTestId('applied-gift-card')).toContainText('0020');
      await expectNoAxeViolations(page, `checkout with a gift card at ${label}`);
      await screenshot(page, 'checkout-gift-card-applied');
      await page.close();
    });
});

test.describe('the checkout on a phone', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`keeps the total and Pay in a bar that covers no field or error, at ${label}`, async ({ site }) => {
      const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], viewport);
      await page.getByTestId('payment-form').waitFor();
      const bar = page.getByTestId('checkout-mobile-bar');
      if (viewport.width >= 768) {
        await expect(bar).toBeHidden();
      } else {
        await bar.waitFor();
        await expect(page.getByTestId('checkout-mobile-total')).toHaveText(
          (await page.getByTestId('payment-total').locator('span').last().textContent())!,
        );
        // Pay from the bar checks the form like the form's own button: the errors are listed.
        await page.getByTestId('checkout-mobile-pay').click();
        await page.getByRole('alert').first().waitFor();
        // Scrolled to the very end, the page's last content sits above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const barTop = (await bar.boundingBox())?.y ?? 0;
        const payBottom = await page
          .getByTestId('pay-button')
          .evaluate((button) => button.getBoundingClientRect().bottom);
        expect(payBottom).toBeLessThanOrEqual(barTop);
      }
      await expectNoAxeViolations(page, `checkout with its pay bar at ${label}`);
      await screenshot(page, 'checkout-pay-bar');
      await page.close();
    });
});

test.describe('a refused card on a phone', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`scrolls the decline beside the card form into sight and moves focus to it, at ${label}`, async ({ site }) => {
      const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], viewport);
      await fillDetails(page);
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.declined);
      // Pay from where a person taps it: the bar on a phone, the form's button on a laptop, from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId(viewport.width < 768 ? 'checkout-mobile-pay' : 'pay-button').click();
      const error = page.getByTestId('payment-error');
      await error.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('payment-error');
      // Wholly on screen, above the bar where there is one.
      const box = (await error.boundingBox())!;
      const bar = page.getByTestId('checkout-mobile-bar');
      const visibleBottom = (await bar.isVisible()) ? (await bar.boundingBox())!.y : viewport.height;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(visibleBottom);
      await expectNoAxeViolations(page, `declined card at ${label}`);
      await screenshot(page, 'checkout-declined-card', { fullPage: false });
      await page.close();
    });
});

test.describe('the summary before Pay', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`puts the total, fees and code field above the card form on a phone, folded to one line, at ${label}`, async ({
      site,
    }) => {
      const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], viewport);
      await page.getByTestId('payment-form').waitFor();
      const top = (testId: string) =>
        page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().top);
      const left = (testId: string) =>
        page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().left);
      if (viewport.width < 1024) {
        const toggle = page.getByTestId('summary-toggle');
        // One line: the toggle and the total, the summary's content folded.
        await expect(toggle).toContainText('$20.50');
        await expect(page.getByTestId('summary-content')).toBeHidden();
        await expect.poll(() => top('summary-toggle')).toBeLessThan(await top('payment-form'));
        await toggle.click();
        await page.getByTestId('summary-content').waitFor();
        await expect.poll(() => top('summary-content')).toBeLessThan(await top('payment-form'));
        await expect(page.getByTestId('summary-content').getByText('Service fee').first()).toBeVisible();
        const codeField = page.getByTestId(
          (await page.getByTestId('promo-open').isVisible()) ? 'promo-open' : 'promo-code-input',
        );
        await expect
          .poll(() => codeField.evaluate((element) => element.getBoundingClientRect().top))
          .toBeLessThan(await top('pay-button'));
      } else {
        // Beside the form and the payment on a laptop.
        await expect.poll(() => left('order-summary')).toBeGreaterThan(await left('payment-form'));
      }
      await expectNoAxeViolations(page, `summary before pay at ${label}`);
      await screenshot(page, 'checkout-summary-before-pay');
      await page.close();
    });
});

test.describe('an applied gift card after a reload', () => {
  for (const [label, viewport, code, ending] of [
    ['390 px', MOBILE, 'LANT-RELO-PHON-0035', '0035'],
    ['1280 px', DESKTOP, 'LANT-RELO-LAPT-0045', '0045'],
  ] as const)
    test(`names the card the reload took off and why, at ${label}`, async ({ site }) => {
      const page = await openCheckout(site, [{ slug: 'everyday-gift-card', denomination: 'e100' }], viewport);
      const openSummary = async () => {
        if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
      };
      await openSummary();
      const total = () => page.getByTestId('total-due-value').textContent();
      await applyPromo(page, code);
      await page.getByTestId('applied-gift-card').waitFor();
      const paidInPart = await total();

      await page.reload();
      await page.getByTestId('checkout-form').waitFor();
      const notice = page.getByTestId('gift-cards-taken-off');
      await notice.waitFor();
      await expect(notice).toContainText(`The gift card ending ${ending} was taken off the order`);
      await expect(notice).toContainText('not kept in your browser');
      await expect(notice).not.toContainText(code);
      await expect(page.getByTestId('applied-gift-card')).toHaveCount(0);
      await expectNoAxeViolations(page, `gift card taken off at ${label}`);
      await screenshot(page, 'checkout-gift-card-taken-off', { fullPage: false });

      // Entered again, the card is back and the notice goes.
      await openSummary();
      await applyPromo(page, code);
      await page.getByTestId('applied-gift-card').waitFor();
      await notice.waitFor({ state: 'detached' });
      await expect.poll(() => total()).toBe(paidInPart);
      await page.close();
    });
});
