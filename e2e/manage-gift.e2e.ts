import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { DEMO } from './support/dashboard';
import { buyScheduledGift } from './support/demo-orders';

/**
 * The buyer's "manage my gift" link (issue 30): from the receipt email to a page where a gift is
 * readdressed, moved to the recipient's clock, sent now, and resent after delivery.
 */

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
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  await subject.click();
  const button = page.getByRole('link', { name: 'Manage your gifts' });
  await expect(button).toBeVisible();
  return (await button.getAttribute('href'))!;
}

async function checkBothSizes(page: Page, name: string) {
  for (const [label, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${name} ${label}`);
    await screenshot(page, name);
  }
}

test.describe('the manage page', () => {
  test('changes the email, reschedules in the recipient’s zone by keyboard, sends now and resends', async ({
    site,
  }) => {
    const first = uniqueEmail('wrong');
    const shop = await buyScheduledGift(site, DESKTOP, {
      recipientName: 'Mia Manage',
      recipientEmail: first,
      scheduledDate: inAWeek(),
    });
    const reference = (await shop.getByTestId('order-number').textContent())!.trim();
    const cardPage = (await shop.getByTestId('issued-card-view').first().getAttribute('href'))!;
    await shop.close();

    const page = await site.newPage(DESKTOP);
    const link = await manageLink(page, reference);
    expect(new URL(link).pathname).toBe('/manage-gift');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your gifts' })).toBeVisible();
    const gift = page.getByTestId('managed-gift');
    await expect(gift.getByTestId('gift-recipient')).toContainText(first);
    // The moment names its zone: 'UTC' in the browser's zone here, else '(Eastern Time)' and the like.
    await expect(gift.getByTestId('gift-state')).toHaveText(/^Will be emailed on .+(UTC|\(.+\))\.$/);
    // No code on the page: only its last four characters.
    await expect(page.locator('body')).toContainText(/Card ending [A-Z0-9]{4}/);
    await checkBothSizes(page, 'manage-gift');

    // Change the email.
    const corrected = uniqueEmail('mia');
    await gift.getByRole('button', { name: 'Change recipient' }).click();
    await page.getByLabel('Recipient email').fill('not an address');
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await checkBothSizes(page, 'manage-gift-recipient');
    await page.getByLabel('Recipient email').fill(corrected);
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page.getByTestId('manage-gift-status')).toContainText(corrected);
    await expect(gift.getByTestId('gift-recipient')).toContainText(corrected);

    // Reschedule: 9:00 in Auckland, the zone found by its city and chosen with the keyboard.
    await page.setViewportSize(DESKTOP);
    await gift.getByRole('button', { name: 'Change date and time' }).click();
    await page.getByLabel('Delivery date').fill('2031-05-01');
    await page.getByLabel('Delivery time').fill('09:00');
    const search = page.getByLabel("Find the recipient's time zone");
    await search.focus();
    await page.keyboard.type('Auckland');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel("Recipient's time zone", { exact: true })).toHaveValue('Pacific/Auckland');
    await checkBothSizes(page, 'manage-gift-schedule');
    await page.getByRole('button', { name: 'Save date and time' }).click();
    await expect(gift.getByTestId('gift-state')).toHaveText(
      /^Will be emailed on 01 May, 2031 09:00 AM .*\(New Zealand Time\)\.$/,
    );

    // Send now, and once it is delivered, resend it.
    await page.setViewportSize(MOBILE);
    await gift.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByTestId('manage-gift-status')).toContainText('is on its way');
    // The page shows what the server knew when it loaded: reload until the delivery worker has sent it.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('gift-state')).toHaveText(/^Delivered/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    await page.getByRole('button', { name: 'Resend' }).click();
    await checkBothSizes(page, 'manage-gift-resend');
    await page.getByRole('button', { name: 'Resend gift' }).click();
    await expect(page.getByTestId('manage-gift-status')).toContainText('being sent again');

    // The recipient says thank you from the card's page.
    await page.goto(storeUrl(DEMO, cardPage));
    const thanks = page.getByLabel(/^A message/);
    await thanks.fill('Thank you, this made my week!');
    await checkBothSizes(page, 'recipient-thank-you');
    await page.getByRole('button', { name: 'Send thank-you' }).click();
    await expect(page.getByText(/Your thank-you is on its way/)).toBeVisible();
    await checkBothSizes(page, 'recipient-thank-you-sent');
    await page.close();
  });

  test('says so when the link is broken', async ({ site }) => {
    const page = await site.newPage(MOBILE);
    await page.goto(storeUrl(DEMO, '/manage-gift?order=00000000-0000-4000-8000-000000000000&token=nope'));
    await expect(page.getByTestId('manage-gift-error')).toContainText('This link is not valid');
    await checkBothSizes(page, 'manage-gift-broken');
    await page.close();
  });
});
