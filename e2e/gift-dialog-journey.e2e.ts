import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, screenshot, VIEWPORTS } from './support/browser';
import { openWithEmptyCart, storedCartItems } from './support/cart';
import { RICH, textOf } from './support/storefront';

/** The gift dialog as a shopper fills it: focus, live checks, the From name and the preview. */
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

test.describe('the gift dialog', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`opens on its first field, checks the email after the first blur, previews the gift and saves From and the time zone, at ${label}`, async ({
      site,
    }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', viewport);
      await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
      const dialog = page.getByRole('dialog', { name: 'Send as gift' });
      await dialog.waitFor();
      await expect.poll(() => focusedTestId(page)).toBe('recipient-name-input');

      await page.keyboard.type('Ada Lovelace');
      await expect(page.getByTestId('gift-preview-card-recipient').first()).toHaveText('For Ada Lovelace');
      await expect(page.getByTestId('gift-preview-card-amount').first()).toHaveText('$25');

      const email = dialog.getByTestId('recipient-email-input');
      await email.fill('ada@');
      await expect(dialog.getByTestId('recipient-email-error')).toHaveCount(0);
      await email.press('Tab');
      await dialog.getByTestId('recipient-email-error').getByText('Please enter a valid email address').waitFor();
      await email.fill('ada@example.com');
      await dialog.getByTestId('recipient-email-error').waitFor({ state: 'detached' });

      await expect(dialog.getByRole('textbox', { name: 'Message (optional)' })).toHaveCount(1);
      await dialog.getByRole('textbox', { name: 'From' }).fill('Aunt Mo');
      await expect(page.getByTestId('gift-preview-from').first()).toHaveText('From Aunt Mo');

      await dialog.getByTestId('open-inspiration').click();
      const inspiration = page.getByRole('dialog', { name: 'Need some inspiration?' });
      await inspiration.getByRole('button', { name: 'Generate message' }).click();
      await expect.poll(() => focusedTestId(page), { timeout: 10_000 }).toBe('inspiration-use');
      const suggested = await textOf(page, 'inspiration-message');
      await page.keyboard.press('Enter');
      await inspiration.waitFor({ state: 'detached' });
      await expect(page.getByTestId('gift-preview-message').first()).toHaveText(suggested);

      await dialog.getByTestId('schedule-later').check();
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      // The zone by the name people know ('Eastern Time'), never its id ('America/New_York').
      // Preset to the shopper's own zone, and said to be the recipient's clock.
      const zoneNote = dialog.getByTestId('schedule-zone-hint');
      await expect(zoneNote).toHaveText(/^The time is on the recipient's clock, in .+, the same as yours\.$/);
      await expect(zoneNote).not.toContainText('/');
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
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`refuses a delivery time already past today beside the time field, and keeps the gift unsaved, at ${label}`, async ({
      site,
    }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', viewport);
      await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
      const dialog = page.getByRole('dialog', { name: 'Send as gift' });
      await dialog.waitFor();
      await dialog.getByTestId('recipient-name-input').fill('Sam');
      await dialog.getByTestId('recipient-email-input').fill('sam@example.com');
      await dialog.getByTestId('schedule-later').check();
      const today = await page.evaluate(() => {
        const now = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      });
      await dialog.getByTestId('delivery-date-input').fill(today);
      // Midnight this morning has always passed.
      await dialog.getByTestId('delivery-time-input').fill('00:00');
      await dialog.getByTestId('gift-save').click();
      const error = dialog
        .getByTestId('delivery-time')
        .getByText('This time has already passed. Choose a later time, or untick Schedule later to send it now.');
      await error.waitFor();
      await expect.poll(() => focusedTestId(page)).toBe('delivery-time-input');
      await expect.poll(() => storedCartItems(page)).toEqual([]);
      await expectNoAxeViolations(page, `past time at ${label}`);
      await screenshot(page, 'gift-dialog-past-time', { fullPage: false });
      await page.close();
    });
});
