import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl } from './support/browser';
import { buyInStore, uniqueEmail } from './support/store-purchase';
import { decodeQrPng } from '../apps/server/test/qr-codes';

/**
 * The pages the server draws for a bought card (product §2 'View'): the recipient's page of a
 * gift card and of a voucher, the gifted preview, the QR code a till scans and the Copy code
 * button, at 390 and 1280 px with axe. The store (e2e/stores/e2e-looks.json) has a card with a
 * design and a voucher whose Details list what it includes.
 */
const STORE = 'e2e-looks';
const MESSAGE = 'Happy birthday, Sam! Treat yourself to something lovely.\nLove, Alex';

let cardId = '';
let voucherId = '';

test.beforeAll(async ({ browser }) => {
  const purchase = await buyInStore(
    browser,
    STORE,
    [
      {
        slug: 'classic',
        denomination: 'd25',
        gift: { recipientName: 'Sam', recipientEmail: uniqueEmail('sam'), message: MESSAGE },
      },
      { slug: 'tasting', denomination: 'two' },
    ],
    { firstName: 'Alex', lastName: 'Doe', email: uniqueEmail('alex') },
  );
  cardId = await purchase.cardIdOf('Classic Gift Card');
  voucherId = await purchase.cardIdOf('Seven-Course Tasting Menu');
  await purchase.close();
});

const pageOf = (kind: 'Preview' | 'GiftedPreview', id: string) => storeUrl(STORE, `/GiftCard/${kind}/${id}`);

/** The page is no wider than the screen: nothing to scroll sideways. */
const expectNoSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

for (const label of ['390 px', '1280 px'])
  test(`shows a card's page with its design and code, a voucher's with what it includes, and the gifted preview at ${label}`, async ({
    page,
  }) => {
    await page.goto(pageOf('Preview', cardId));
    await expect
      .poll(() => page.locator('.visual img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const code = page.locator('#card-code');
    await expect(code).toBeVisible();
    await expect(page.getByText('Happy birthday, Sam!')).toBeVisible();
    // The code wraps only between its groups: each group is drawn on one line.
    const lines = await page
      .locator('.code-group')
      .evaluateAll((groups) => groups.map((group) => group.getClientRects().length));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((count) => count === 1)).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `card page ${label}`);
    await screenshot(page, 'gift-card-preview');

    await page.goto(pageOf('Preview', voucherId));
    await expect(page.getByRole('heading', { name: "What's included" })).toBeVisible();
    await expect(page.getByText('A glass of champagne on arrival')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `voucher page ${label}`);
    await screenshot(page, 'voucher-preview');

    await page.goto(pageOf('GiftedPreview', cardId));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `gifted preview ${label}`);
    await screenshot(page, 'gift-card-gifted');
  });

for (const label of ['390 px', '1280 px'])
  test(`shows at ${label} the QR code the Redeem page scans, at till-camera size, the code beneath it`, async ({
    page,
  }) => {
    for (const id of [cardId, voucherId]) {
      await page.goto(pageOf('Preview', id));
      const qr = page.getByRole('img', { name: /^QR code of the/ });
      await expect(qr).toBeVisible();
      const box = (await qr.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(200);
      const codeBox = (await page.locator('#card-code').boundingBox())!;
      expect(codeBox.y).toBeGreaterThan(box.y + box.height - 1);
      const code = await page.locator('#card-code').getAttribute('data-code');
      expect(decodeQrPng(await qr.screenshot())).toBe(code);
      await expectNoAxeViolations(page, `QR code ${label}`);
    }
    await screenshot(page, 'voucher-preview-qr');
  });

test('copies the code with the Copy code button, under the page’s own CSP, by keyboard at 390 px', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: storeUrl(STORE, '') });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  await page.goto(pageOf('Preview', cardId));
  const code = await page.locator('#card-code').getAttribute('data-code');
  const button = page.getByRole('button', { name: 'Copy code' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Code copied');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(blocked).toEqual([]);
});
