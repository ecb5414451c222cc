import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, VIEWPORTS } from './support/browser';
import { DEMO, DEMO_OWNER } from './support/dashboard';
import { buyScheduledGift } from './support/demo-orders';
import { freePort, spawnServer, type ServerProcess } from '../apps/server/test/server-process';
import { makeWalletTestKeys, walletSettings } from '../apps/server/test/wallet-keys';

/**
 * Wallet passes (issue 30): the shared server has no wallet keys, so it shows no wallet button; a
 * second server of this file's own, given test keys (made with openssl, nothing of Apple's or
 * Google's), shows 'Add to Apple Wallet' and 'Save to Google Wallet' on the recipient's page and
 * hands out a signed pass whose pass.json is read here.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test('without wallet keys, neither the confirmation nor the recipient’s page offers a wallet', async ({ site }) => {
  const shop = await buyScheduledGift(site, DESKTOP, {
    recipientName: 'Wren Keyless',
    recipientEmail: `wren-${Date.now()}@example.com`,
    scheduledDate: inAWeek(),
  });
  await expect(shop.getByTestId('issued-card-view').first()).toBeVisible();
  await expect(shop.getByTestId('issued-card-apple-wallet')).toHaveCount(0);
  await expect(shop.getByTestId('issued-card-google-wallet')).toHaveCount(0);
  const cardPage = (await shop.getByTestId('issued-card-view').first().getAttribute('href'))!;
  await shop.goto(new URL(cardPage, shop.url()).toString());
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Print or save as PDF' })).toBeVisible();
  await expect(shop.getByRole('link', { name: /Wallet/ })).toHaveCount(0);
  await expect(shop.getByText(/Apple Wallet|Google Wallet/)).toHaveCount(0);
  await shop.close();
});

test.describe('with wallet keys', () => {
  let server: ServerProcess;
  let port: number;
  let dataDir: string;

  test.beforeAll(async () => {
    // The first start (migrations, the demo stores) takes a minute or more on a busy machine.
    test.setTimeout(180_000);
    port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-e2e-wallet-'));
    const keys = makeWalletTestKeys();
    server = spawnServer({
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      STORES_DIR: path.join(repoRoot, 'stores'),
      PUBLIC_URL_TEMPLATE: `http://{store}.localhost:${port}`,
      // Nothing is pushed or saved here: no device registers and no Google link is followed.
      ...walletSettings(keys, { apns: 'http://127.0.0.1:9', google: 'http://127.0.0.1:9' }),
    });
    await server.ready(port, 170_000);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the recipient’s page offers both wallets at 390 and 1280, and the pass downloads with its pass.json', async ({
    site,
  }) => {
    const base = `http://${DEMO}.localhost:${port}`;
    const page = await site.newPage(DESKTOP);
    // A card sold at the counter by the demo owner, through the dashboard's own API from its page.
    await page.goto(`${base}/admin`);
    const sale = await page.evaluate(async (owner) => {
      const json = { 'content-type': 'application/json' };
      const session = await fetch('/api/admin/session', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      if (!session.ok) throw new Error(`sign-in: ${session.status}`);
      const sold = await fetch('/api/admin/gift-cards/sales', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ amount: 25, paidWith: 'cash' }),
      });
      if (!sold.ok) throw new Error(`sale: ${sold.status} ${await sold.text()}`);
      return (await sold.json()) as { card: { id: string; codeEnding: string } };
    }, DEMO_OWNER);

    await page.goto(`${base}/GiftCard/Preview/${sale.card.id}`);
    const apple = page.getByRole('link', { name: 'Add to Apple Wallet' });
    const google = page.getByRole('link', { name: 'Save to Google Wallet' });
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(apple).toBeVisible();
      await expect(google).toBeVisible();
      await expectNoAxeViolations(page, `recipient page with wallets ${label}`);
      await screenshot(page, 'recipient-wallet');
    }
    await expect(apple).toHaveAttribute('href', `/GiftCard/Wallet/${sale.card.id}/apple.pkpass`);
    await expect(google).toHaveAttribute('href', `/GiftCard/Wallet/${sale.card.id}/google`);

    const [download] = await Promise.all([page.waitForEvent('download'), apple.click()]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-e2e-pkpass-'));
    await download.saveAs(path.join(dir, 'card.pkpass'));
    execFileSync('unzip', ['-q', 'card.pkpass', '-d', 'out'], { cwd: dir });
    // The demo store's logo is on the pass, beside the icons Wallet requires.
    expect(fs.readdirSync(path.join(dir, 'out')).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
    const pass = JSON.parse(fs.readFileSync(path.join(dir, 'out', 'pass.json'), 'utf8'));
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.test.giftfront',
      webServiceURL: `${base}/api/wallet/apple`,
      storeCard: { primaryFields: [{ key: 'balance', value: 25, currencyCode: 'USD' }] },
    });
    expect(pass.barcodes[0].format).toBe('PKBarcodeFormatQR');
    expect(pass.barcodes[0].message.replace(/-/g, '').endsWith(sale.card.codeEnding)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
    await page.close();
  });
});
