import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import { DEMO, navigateTo, openAsOwner } from './support/dashboard';

test.describe('API keys and the audit log', () => {
  test('an owner creates a key (shown once, copied), sees it listed, revokes it, and finds both in the audit log', async ({
    site,
  }) => {
    test.slow(); // a key's whole life and the audit log, with six axe checks: two journeys in one
    const name = `Till ${process.pid}-${Date.now() % 100000}`;
    await site.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: storeUrl(DEMO, '').replace(/\/$/, ''),
    });
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'API keys');
    await page.getByTestId('api-keys-page').waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await create.getByLabel('Name').fill(name);
    const scopes = create.getByRole('group', { name: 'What the key may do' });
    await expect(scopes.getByRole('checkbox', { name: /Read gift cards/ })).toBeChecked();
    await expect(scopes.getByRole('checkbox', { name: /Redeem/ })).toBeChecked();
    await scopes.getByRole('checkbox', { name: /Issue and change gift cards/ }).check();
    await scopes.getByRole('checkbox', { name: /Redeem/ }).uncheck();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `create key dialog ${viewport.width}`);
      await screenshot(page, 'dashboard-create-key-scopes', { fullPage: false });
    }
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: `${name}: your new key` });
    await shown.waitFor();
    const key = await shown.getByLabel('API key', { exact: true }).inputValue();
    expect(key).toMatch(/^gfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    await expect(shown.getByTestId('key-shown-once')).toContainText("Copy this key now. You won't see it again.");
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByText('The key is on your clipboard.').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await expectNoAxeViolations(page, 'new key dialog');
    await screenshot(page, 'dashboard-new-key', { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect(row).toContainText(key.slice(0, 16));
    await expect(row).toContainText('Never');
    await expect(row.getByRole('list', { name: `What ${name} may do` }).getByRole('listitem')).toHaveText([
      'Read gift cards',
      'Issue and change gift cards',
    ]);
    await expect.poll(() => page.content()).not.toContain(key);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `API keys ${viewport.width}`);
      await screenshot(page, 'dashboard-api-keys');
    }

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const revoke = page.getByRole('dialog', { name: `Revoke ${name}?` });
    await expectNoAxeViolations(page, 'revoke dialog');
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(`${name} was revoked.`).waitFor();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await navigateTo(page, 'Audit log');
    await page.getByTestId('audit').waitFor();
    const rowsOfKey = page.getByRole('row').filter({ hasText: name });
    await page.getByLabel('Action').selectOption({ label: 'Created an API key' });
    await expect.poll(() => rowsOfKey.allTextContents()).toEqual([expect.stringContaining('Created an API key')]);
    expect(new URL(page.url()).searchParams.get('action')).toBe('api-key.created');
    await page.getByLabel('Action').selectOption({ label: 'Revoked an API key' });
    await expect.poll(() => rowsOfKey.allTextContents()).toEqual([expect.stringContaining('Revoked an API key')]);
    await expect(rowsOfKey).toContainText('Demo Owner');
    // Unfiltered, newest first: the revocation above the creation.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rowsOfKey.count()).toBe(2);
    await expect
      .poll(async () =>
        (await rowsOfKey.allTextContents()).map((text) => text.match(/Revoked an API key|Created an API key/)?.[0]),
      )
      .toEqual(['Revoked an API key', 'Created an API key']);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `audit ${viewport.width}`);
      await screenshot(page, 'dashboard-audit');
    }
    await page.close();
  });
});
