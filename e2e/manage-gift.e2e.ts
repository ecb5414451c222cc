import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { DEMO } from './support/dashboard';
import { buyScheduledGift } from './support/demo-orders';

/**
 * The buyer's "manage my gift" link (issue 30): from the receipt email to a page where a gift is
 * readdressed, moved to the recipient's clock, sent now, and resent after delivery.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The receipt's 'Manage your gifts' link, once the delivery worker has put the receipt in the outbox. */
async function manageLink(page: Page, reference: string): Promise<string> {
  const subject = page.getByRole('link', { name: new RegExp(`order ${reference}$`) });
  await expect
    .poll(
      async () => {
        await page.goto(storeUrl(DEMO, '/dev/mailbox'));
        return subject.count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  await subject.click();
  const button = page.getByRole('link', { name: 'Manage your gifts' });
  await button.waitFor();
  return (await button.getAttribute('href'))!;
}

async function checkBothSizes(page: Page, name: string) {
  for (const [label, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${name} ${label}`);
    await screenshot(page, name);
  }
}

describe('the manage page', () => {
  it('changes the email, reschedules in the recipient’s zone by keyboard, sends now and resends', async () => {
    const first = uniqueEmail('wrong');
    const shop = await buyScheduledGift(browser, DESKTOP, {
      recipientName: 'Mia Manage',
      recipientEmail: first,
      scheduledDate: inAWeek(),
    });
    const reference = (await shop.getByTestId('order-number').textContent())!.trim();
    const cardPage = (await shop.getByTestId('issued-card-view').first().getAttribute('href'))!;
    await shop.close();

    const page = await browser.newPage(DESKTOP);
    const link = await manageLink(page, reference);
    expect(new URL(link).pathname).toBe('/manage-gift');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Manage your gifts' }).waitFor();
    const gift = page.getByTestId('managed-gift');
    await expect.poll(() => gift.getByTestId('gift-recipient').textContent()).toContain(first);
    // The moment names its zone: 'UTC' in the browser's zone here, else '(Eastern Time)' and the like.
    expect(await gift.getByTestId('gift-state').textContent()).toMatch(/^Will be emailed on .+(UTC|\(.+\))\.$/);
    // No code on the page: only its last four characters.
    expect(await page.locator('body').textContent()).toMatch(/Card ending [A-Z0-9]{4}/);
    await checkBothSizes(page, 'manage-gift');

    // Change the email.
    const corrected = uniqueEmail('mia');
    await gift.getByRole('button', { name: 'Change recipient' }).click();
    await page.getByLabel('Recipient email').fill('not an address');
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await checkBothSizes(page, 'manage-gift-recipient');
    await page.getByLabel('Recipient email').fill(corrected);
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect.poll(() => page.getByTestId('manage-gift-status').textContent()).toContain(corrected);
    await expect.poll(() => gift.getByTestId('gift-recipient').textContent()).toContain(corrected);

    // Reschedule: 9:00 in Auckland, the zone found by its city and chosen with the keyboard.
    await page.setViewportSize(DESKTOP);
    await gift.getByRole('button', { name: 'Change date and time' }).click();
    await page.getByLabel('Delivery date').fill('2031-05-01');
    await page.getByLabel('Delivery time').fill('09:00');
    const search = page.getByLabel("Find the recipient's time zone");
    await search.focus();
    await page.keyboard.type('Auckland');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByLabel("Recipient's time zone", { exact: true }).inputValue())
      .toBe('Pacific/Auckland');
    await checkBothSizes(page, 'manage-gift-schedule');
    await page.getByRole('button', { name: 'Save date and time' }).click();
    await expect
      .poll(() => gift.getByTestId('gift-state').textContent())
      .toMatch(/^Will be emailed on May 1, 2031, 9:00 AM .*\(New Zealand Time\)\.$/);

    // Send now, and once it is delivered, resend it.
    await page.setViewportSize(MOBILE);
    await gift.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => page.getByTestId('manage-gift-status').textContent()).toContain('is on its way');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('managed-gift').waitFor();
          return page.getByTestId('gift-state').textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/^Delivered/);
    await page.getByRole('button', { name: 'Resend' }).click();
    await checkBothSizes(page, 'manage-gift-resend');
    await page.getByRole('button', { name: 'Resend gift' }).click();
    await expect.poll(() => page.getByTestId('manage-gift-status').textContent()).toContain('being sent again');

    // The recipient says thank you from the card's page.
    await page.goto(storeUrl(DEMO, cardPage));
    const thanks = page.getByLabel(/^A message/);
    await thanks.fill('Thank you, this made my week!');
    await checkBothSizes(page, 'recipient-thank-you');
    await page.getByRole('button', { name: 'Send thank-you' }).click();
    await page.getByText(/Your thank-you is on its way/).waitFor();
    await checkBothSizes(page, 'recipient-thank-you-sent');
    await page.close();
  });

  it('says so when the link is broken', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(storeUrl(DEMO, '/manage-gift?order=00000000-0000-4000-8000-000000000000&token=nope'));
    await page.getByTestId('manage-gift-error').waitFor();
    expect(await page.getByTestId('manage-gift-error').textContent()).toContain('This link is not valid');
    await checkBothSizes(page, 'manage-gift-broken');
    await page.close();
  });
});
