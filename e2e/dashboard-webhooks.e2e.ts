import { expect, test } from './support/test';
import { signatureIsValid, startReceiver } from '../apps/server/test/webhook-receiver.ts';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  // The first delivery is refused, so the log shows a failure an owner retries.
  receiver = await startReceiver((_request, index) =>
    index === 0 ? { status: 500, body: 'not ready' } : { status: 200, body: 'thanks' },
  );
});
test.afterAll(async () => {
  await receiver?.close();
});

test.describe('Webhooks', () => {
  test('an owner adds an endpoint (secret shown once), sends a test event, sees it fail in the log and retries it', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Webhooks');
    await page.getByTestId('webhooks-page').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    await add.getByText('Enter the URL the events are sent to').waitFor();
    await add.getByText('Choose at least one event').waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `add endpoint dialog with its errors ${viewport.width}`);
      await screenshot(page, 'dashboard-add-webhook-errors', { fullPage: false });
    }
    await add.getByLabel('URL').fill(receiver.url);
    // An event nothing else in the browser tests writes, so only the test event reaches the receiver.
    await add.getByRole('checkbox', { name: /Expired gift_card\.expired/ }).check();
    await add.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = page.getByRole('dialog', { name: 'Endpoint added' });
    await shown.waitFor();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(shown.getByTestId('secret-shown-once')).toContainText("You won't see it again.");
    await expectNoAxeViolations(page, 'secret dialog');
    await screenshot(page, 'dashboard-webhook-secret', { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();

    const card = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await card.waitFor();
    await expect.poll(() => page.content()).not.toContain(secret);
    await card.getByRole('button', { name: 'Send test event' }).click();
    await card.getByText('A test event is on its way.').waitFor();

    const row = card.getByTestId('webhook-deliveries').getByRole('row').filter({ hasText: 'webhook.test' });
    await row.getByText('HTTP 500').waitFor();
    await expect(row).toContainText('not ready');
    expect(
      signatureIsValid(receiver.received[0]!.headers['giftfront-signature'], receiver.received[0]!.body, secret),
    ).toBe(true);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `webhooks ${viewport.width}`);
      await screenshot(page, 'dashboard-webhooks');
    }

    await row.getByRole('button', { name: /^Retry webhook\.test/ }).click();
    await row.getByText('Delivered').waitFor();
    await expect(row).toContainText('HTTP 200');
    await expect(row).toContainText('thanks');
    // The owner's retry, unless the automatic one (30 s after the failure) came first on a slow machine.
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
    expect(receiver.received.at(-1)!.body).toBe(receiver.received[0]!.body);
    await screenshot(page, 'dashboard-webhooks-retried');

    await card.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expectNoAxeViolations(page, 'delete endpoint dialog');
    await remove.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.close();
  });
});
