import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { localDate, openWithEmptyCart, storedCartItems } from './support/cart';
import { RICH, type Viewport } from './support/storefront';

/** The gift dialog opened from a product page with the given quantity. */
async function openGiftDialog(site: Browser, viewport: Viewport = DESKTOP, quantity = 1) {
  const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', viewport);
  for (let i = 1; i < quantity; i++) await page.getByTestId('quantity-increase').click();
  await page.getByTestId('send-as-gift').click();
  await page.getByTestId('gift-dialog').waitFor();
  return page;
}

const save = (page: Page) => page.getByTestId('gift-save').click();
const errorOf = (page: Page, field: string) => page.getByTestId(`${field}-error`);
const errors = (page: Page) => page.getByTestId('gift-dialog').getByRole('alert');

test.describe('gift details dialog (product §2, §4 Gift dialog, §5 Gift details)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`requires the recipient name and email, announcing each error under its field, at ${label}`, async ({
      site,
    }) => {
      const page = await openGiftDialog(site, viewport);
      await save(page);
      await expect(errorOf(page, 'recipient-name')).toHaveText('Recipient name is required');
      await expect(errorOf(page, 'recipient-email')).toHaveText('Recipient email is required');
      const name = page.getByLabel('Recipient name');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await name.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveAttribute('role', 'alert');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('recipientName');
      await expect(page.getByTestId('gift-save')).toBeDisabled();
      await expectNoAxeViolations(page, `gift dialog with errors ${label}`);
      await screenshot(page, 'gift-dialog-errors', { fullPage: false });
      await name.fill('Ada');
      await expect(page.getByTestId('recipient-name-error')).toHaveCount(0);
      await expect(page.getByTestId('gift-save')).toBeDisabled();
      await page.close();
    });

  test('checks the email format: text, @, text, dot, text', async ({ site }) => {
    const page = await openGiftDialog(site);
    await page.getByLabel('Recipient name').fill('Ada');
    await page.getByLabel('Recipient email').fill('ada@example');
    await save(page);
    await expect(errorOf(page, 'recipient-email')).toHaveText('Please enter a valid email address');
    await page.getByLabel('Recipient email').fill('ada@example.com');
    await expect(errors(page)).toHaveCount(0);
    await expect(page.getByTestId('gift-save')).toBeEnabled();
    await page.close();
  });

  test('requires a delivery date and time when scheduling, not before today; unchecking clears them', async ({
    site,
  }) => {
    const page = await openGiftDialog(site, MOBILE);
    await page.getByLabel('Recipient name').fill('Ada');
    await page.getByLabel('Recipient email').fill('ada@example.com');
    await page.getByLabel('Schedule later').check();
    const date = page.getByLabel('Delivery date');
    await expect(date).toHaveAttribute('min', localDate(0));
    await save(page);
    await expect(errorOf(page, 'delivery-date')).toHaveText('Please select a delivery date');
    await expect(errorOf(page, 'delivery-time')).toHaveText('Please select a delivery time');
    // The picker refuses past days; a typed or scripted value still has to be refused.
    await date.fill(localDate(-1));
    await page.getByLabel('Delivery time').fill('10:00');
    await save(page);
    await expect(errorOf(page, 'delivery-date')).toHaveText('Delivery date cannot be in the past');
    await page.getByLabel('Schedule later').uncheck();
    await expect(errors(page)).toHaveCount(0);
    await page.getByLabel('Schedule later').check();
    await expect(page.getByLabel('Delivery date')).toHaveValue('');
    await expect(page.getByLabel('Delivery time')).toHaveValue('');
    await page.close();
  });

  test('counts the characters left of the 300-character message', async ({ site }) => {
    const page = await openGiftDialog(site);
    const message = page.getByLabel('Message');
    await expect(page.getByTestId('message-counter').first()).toHaveText('300 characters remaining');
    await message.pressSequentially('Happy days');
    await expect(page.getByTestId('message-counter').first()).toHaveText('290 characters remaining');
    await message.fill('x'.repeat(299));
    await expect(page.getByTestId('message-counter').first()).toHaveText('1 character remaining');
    await message.press('End');
    await message.pressSequentially('y');
    await expect(page.getByTestId('message-counter').first()).toHaveText('0 characters remaining');
    await message.pressSequentially('z');
    await expect.poll(async () => (await message.inputValue()).length).toBe(301);
    await expect(page.getByTestId('message-counter').first()).toHaveText('1 character too many');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`keeps a pasted message over 300 characters, says how many are too many and refuses to save it, at ${label}`, async ({
      site,
    }) => {
      const page = await openGiftDialog(site, viewport);
      await page.getByLabel('Recipient name').fill('Ada');
      await page.getByLabel('Recipient email').fill('ada@example.com');
      const message = page.getByLabel('Message');
      await message.focus();
      await page.keyboard.insertText('x'.repeat(320));
      await expect.poll(async () => (await message.inputValue()).length).toBe(320);
      await expect(page.getByTestId('message-counter').first()).toHaveText('20 characters too many');
      await save(page);
      await expect(errorOf(page, 'gift-message')).toHaveText('Message must be at most 300 characters');
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('gift-dialog')).toBeVisible();
      await expectNoAxeViolations(page, `message over the limit ${label}`);
      await screenshot(page, 'gift-message-too-long', { fullPage: false });
      await message.fill('x'.repeat(300));
      await expect(page.getByTestId('message-counter').first()).toHaveText('0 characters remaining');
      await save(page);
      await page.getByTestId('gift-dialog').waitFor({ state: 'detached' });
      await page.close();
    });

  test('saves a scheduled gift: adds it, opens the drawer and closes the dialog', async ({ site }) => {
    const page = await openGiftDialog(site);
    await page.getByLabel('Recipient name').fill('Grace Hopper');
    await page.getByLabel('Recipient email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Enjoy!');
    await page.getByLabel('Schedule later').check();
    await page.getByLabel('Delivery date').fill(localDate(3));
    await page.getByLabel('Delivery time').fill('15:30');
    await save(page);
    await page.getByTestId('added-to-cart').waitFor();
    await expect(page.getByTestId('gift-dialog')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]'))))
      .toBe(true);
    const [item] = await storedCartItems(page);
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(item?.options.giftDetails).toEqual({
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      message: 'Enjoy!',
      scheduledDate: localDate(3),
      scheduledTime: '15:30',
      scheduledDateTimeUtc: new Date(`${localDate(3)}T15:30:00`).toISOString(),
      timeZone: zone,
      senderName: null,
    });
    await expect(page.getByTestId('gift-to').first()).toHaveText('Grace Hopper');
    await expect(page.getByTestId('gift-delivery').first()).toContainText('3:30 PM');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`splits a quantity of 3 between different recipients into 3 lines at ${label}`, async ({ site }) => {
      const page = await openGiftDialog(site, viewport, 3);
      await page.getByRole('radio', { name: /Different recipients/ }).click();
      const blocks = page.getByTestId('recipient-block');
      await expect(blocks).toHaveCount(3);
      await expect(page.getByLabel('Name', { exact: true })).toHaveCount(3);
      const people = [
        ['Ada Lovelace', 'ada@example.com'],
        ['Grace Hopper', 'grace@example.com'],
        ['Katherine Johnson', 'katherine@example'],
      ] as const;
      for (const [index, [name, email]] of people.entries()) {
        await blocks.nth(index).getByLabel('Name').fill(name);
        await blocks.nth(index).getByLabel('Email').fill(email);
      }
      await page.getByLabel('Message').fill('From all of us');
      await expectNoAxeViolations(page, `gift dialog, different recipients ${label}`);
      await screenshot(page, 'gift-dialog-recipients', { fullPage: false });
      // product §5: an invalid block silently keeps the dialog open, with no message.
      await save(page);
      await expect(page.getByTestId('gift-dialog')).toBeVisible();
      await expect(errors(page)).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('recipients.2.recipientEmail');
      await blocks.nth(2).getByLabel('Email').fill('katherine@example.com');
      await save(page);
      await page.getByTestId('cart-drawer').waitFor();
      await page.getByTestId('gift-dialog').waitFor({ state: 'detached' });
      const items = await storedCartItems(page);
      expect(items.map((item) => item.quantity)).toEqual([1, 1, 1]);
      expect(items.map((item) => item.options.giftDetails?.recipientName)).toEqual([
        'Ada Lovelace',
        'Grace Hopper',
        'Katherine Johnson',
      ]);
      expect(items.map((item) => item.options.giftDetails?.message)).toEqual([
        'From all of us',
        'From all of us',
        'From all of us',
      ]);
      const base = items[0]!.id.replace(/-r1$/, '');
      expect(items.map((item) => item.id)).toEqual([`${base}-r1`, `${base}-r2`, `${base}-r3`]);
      await expect(page.getByTestId('gift-to')).toHaveText(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
      await page.close();
    });

  test('edits a cart line from the cart page: Send as gift, Edit prefilled, Remove Gift Details, Dismiss', async ({
    site,
  }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/gift-card/birthday-gift-card', DESKTOP);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-view').click();
    await page.getByTestId('cart-page').waitFor();
    await page.getByRole('button', { name: 'Send as gift: Happy Birthday Gift Card' }).click();
    await expect(page.getByTestId('remove-gift-details')).toHaveCount(0);
    await page.getByLabel('Recipient name').fill('Ada');
    await page.getByLabel('Recipient email').fill('ada@example.com');
    await save(page);
    await page.getByTestId('gift-dialog').waitFor({ state: 'detached' });
    await expect(page.getByTestId('gift-to').first()).toHaveText('Ada');
    await page.getByRole('button', { name: 'Edit gift details: Happy Birthday Gift Card' }).click();
    await expect(page.getByLabel('Recipient email')).toHaveValue('ada@example.com');
    await page.getByLabel('Recipient name').fill('Somebody else');
    await page.getByTestId('gift-dismiss').click();
    await expect(page.getByTestId('gift-to').first()).toHaveText('Ada');
    await page.getByRole('button', { name: 'Edit gift details: Happy Birthday Gift Card' }).click();
    await page.getByTestId('remove-gift-details').click();
    await page.getByTestId('gift-dialog').waitFor({ state: 'detached' });
    await expect(page.getByTestId('line-gift-details')).toHaveCount(0);
    await expect.poll(async () => (await storedCartItems(page))[0]?.options.giftDetails).toBeNull();
    await page.close();
  });

  test('works from the keyboard: radios with arrows, the checkbox with Space, Escape returns focus', async ({
    site,
  }) => {
    const page = await openGiftDialog(site, DESKTOP, 2);
    await page.getByRole('radio', { name: /Same recipient/ }).focus();
    // Held like a person's key press: the browser checks the radio that focus lands on.
    await page.keyboard.down('ArrowRight');
    await page.getByTestId('recipient-blocks').waitFor();
    await page.keyboard.up('ArrowRight');
    await page.getByLabel('Schedule later').focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Schedule later')).toBeChecked();
    await page.keyboard.press('Escape');
    await page.getByTestId('gift-dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('send-as-gift');
    await page.close();
  });
});
