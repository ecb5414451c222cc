import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart, storedCartItems } from './support/cart';
import { RICH, textOf } from './support/storefront';

/** The gift dialog as a shopper fills it: focus, live checks, the From name and the preview. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

describe('the gift dialog', () => {
  it.each(VIEWPORTS)(
    'opens on its first field, checks the email after the first blur, previews the gift and saves From and the time zone, at %s',
    async (label, viewport) => {
      const { page } = await openWithEmptyCart(browser, RICH, '/gift-card/classic-gift-card', viewport);
      await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
      const dialog = page.getByRole('dialog', { name: 'Send as gift' });
      await dialog.waitFor();
      await expect.poll(() => focusedTestId(page)).toBe('recipient-name-input');

      await page.keyboard.type('Ada Lovelace');
      expect(await textOf(page, 'gift-preview-card-recipient')).toBe('For Ada Lovelace');
      expect(await textOf(page, 'gift-preview-card-amount')).toBe('$25');

      const email = dialog.getByTestId('recipient-email-input');
      await email.fill('ada@');
      expect(await dialog.getByTestId('recipient-email-error').count()).toBe(0);
      await email.press('Tab');
      await dialog.getByTestId('recipient-email-error').getByText('Please enter a valid email address').waitFor();
      await email.fill('ada@example.com');
      await dialog.getByTestId('recipient-email-error').waitFor({ state: 'detached' });

      expect(await dialog.getByRole('textbox', { name: 'Message (optional)' }).count()).toBe(1);
      await dialog.getByRole('textbox', { name: 'From' }).fill('Aunt Mo');
      expect(await textOf(page, 'gift-preview-from')).toBe('From Aunt Mo');

      await dialog.getByTestId('open-inspiration').click();
      const inspiration = page.getByRole('dialog', { name: 'Need some inspiration?' });
      await inspiration.getByRole('button', { name: 'Generate message' }).click();
      await expect.poll(() => focusedTestId(page), { timeout: 10_000 }).toBe('inspiration-use');
      const suggested = await textOf(page, 'inspiration-message');
      await page.keyboard.press('Enter');
      await inspiration.waitFor({ state: 'detached' });
      expect(await textOf(page, 'gift-preview-message')).toBe(suggested);

      await dialog.getByTestId('schedule-later').check();
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await dialog.getByText(`Times are in your time zone (${zone}).`).waitFor();
      await expectNoAxeViolations(page, `gift dialog at ${label}`);
      await page.getByTestId('gift-preview').scrollIntoViewIfNeeded();
      await screenshot(page, 'gift-dialog-journey', { fullPage: false });

      await dialog.getByTestId('delivery-date-input').fill('2031-05-04');
      await dialog.getByTestId('delivery-time-input').fill('09:30');
      await dialog.getByTestId('gift-save').click();
      await dialog.waitFor({ state: 'detached' });
      const [item] = await storedCartItems(page);
      expect(item?.options.giftDetails).toMatchObject({
        recipientName: 'Ada Lovelace',
        senderName: 'Aunt Mo',
        message: suggested,
        scheduledDate: '2031-05-04',
        scheduledTime: '09:30',
        timeZone: zone,
      });
      await page.close();
    },
  );
});
