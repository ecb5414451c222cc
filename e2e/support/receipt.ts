import type { Page } from '@playwright/test';
import { expect } from './test';
import { screenshot, storeUrl, VIEWPORTS } from './browser';
import { CHECKOUT } from './checkout';

/** The href of the receipt's 'View your order' button, once the delivery worker has sent it to the outbox. */
export async function receiptOrderLink(page: Page, reference: string): Promise<string> {
  const subject = page.getByRole('link', { name: new RegExp(`order ${reference}$`) });
  // The mailbox page lists what has been sent when it is opened: open it again until the receipt is there.
  await expect
    .poll(
      async () => {
        await page.goto(storeUrl(CHECKOUT, '/dev/mailbox'));
        return subject.count();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  await subject.click();
  const button = page.getByRole('link', { name: 'View your order' });
  await button.waitFor();
  for (const [, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshot(page, 'receipt-email');
  }
  return (await button.getAttribute('href'))!;
}
