import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
// @ts-expect-error a plain .mjs helper shared with scripts/
import { findChromium } from '../../../../../scripts/chromium-path.mjs';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { prepareImage } from '../media/prepare-image.ts';
import { insertGiftCard, insertOrder, storeIdOf } from '../../../test/delivery-factories.ts';
import { orderLines, products } from '../../db/schema/index.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { decodeQrPng } from '../../../test/qr-codes.ts';

const chromiumPath = findChromium() as string | null;
const screenshots = path.resolve(import.meta.dirname, '../../../../../e2e/screenshots');

const DESIGN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#134e4a"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/><circle cx="650" cy="110" r="140" fill="#5eead4" opacity=".35"/><circle cx="120" cy="430" r="180" fill="#f0fdfa" opacity=".15"/><text x="60" y="120" font-family="Georgia,serif" font-size="64" fill="#f0fdfa">Happy Birthday</text><text x="60" y="430" font-family="Helvetica,Arial" font-size="34" fill="#ccfbf1">Acme Gifts</text></svg>`;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 40"><rect width="40" height="40" rx="8" fill="#0f766e"/><text x="52" y="28" font-family="Helvetica,Arial" font-weight="700" font-size="24" fill="#134e4a">Acme Gifts</text></svg>`;

/** axe-core's WCAG 2.1 A/AA checks; page code runs as strings because the server has no DOM types. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    .then((r) => r.violations.map((v) => v.id + ': ' + v.help + ' at ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`);
}

// Rendering does not depend on the database; one run (PGlite) is enough. Needs Debian's Chromium.
describe.skipIf(testDatabaseKind === 'postgres' || !chromiumPath)('the gift card pages in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let card: Awaited<ReturnType<typeof insertGiftCard>>;
  let voucher: Awaited<ReturnType<typeof insertGiftCard>>;

  beforeAll(async () => {
    t = await createTestApp();
    const slug = (
      await createStore(t.db, {
        slug: 'acme-look',
        company: { name: 'Acme Gifts', logo: { src: '/uploads/acme-look/logo.svg', alt: 'Acme Gifts' } },
        branding: { primaryColor: '#0f766e' },
      })
    ).slug;
    const storeId = await storeIdOf(t.db, slug);
    await t.app.media.put(storeId, await prepareImage('design.svg', Buffer.from(DESIGN)));
    await t.app.media.put(storeId, await prepareImage('logo.svg', Buffer.from(LOGO)));
    card = await insertGiftCard(t.db, storeId, {
      design: {
        id: 'bday',
        name: 'Birthday',
        src: '/uploads/acme-look/design.svg',
        alt: 'Happy Birthday in white on a teal gradient',
      },
      message: 'Happy birthday, Sam! Treat yourself to something lovely.\nLove, Alex',
      balanceMinor: 3210,
    });
    voucher = await insertVoucher(storeId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://${slug}.localhost:${(t.app.server.address() as { port: number }).port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath!,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    fs.mkdirSync(screenshots, { recursive: true });
  });

  /** A voucher bought as 'Dinner for two' of a product whose Details list what it includes. */
  async function insertVoucher(storeId: string) {
    const [product] = await t.db
      .insert(products)
      .values({
        storeId,
        slug: 'tasting',
        name: 'Seven-Course Tasting Menu at The Riverside Kitchen',
        type: 'Voucher',
        details:
          '<ul><li>Seven seasonal courses</li><li>A glass of champagne on arrival</li><li>Coffee and petits fours</li></ul>',
      })
      .returning();
    const order = await insertOrder(t.db, storeId);
    const [line] = await t.db
      .insert(orderLines)
      .values({
        orderId: order.id,
        productId: product!.id,
        denominationId: 'two',
        productName: product!.name,
        productType: 'Voucher',
        denominationLabel: 'Dinner for two',
        unitPriceMinor: 18000,
        quantity: 1,
        lineTotalMinor: 18000,
      })
      .returning();
    return insertGiftCard(t.db, storeId, {
      kind: 'voucher',
      title: product!.name,
      productId: product!.id,
      orderId: order.id,
      orderLineId: line!.id,
      initialMinor: 18000,
      design: {
        id: 'bday',
        name: 'Birthday',
        src: '/uploads/acme-look/design.svg',
        alt: 'Happy Birthday in white on a teal gradient',
      },
    });
  }

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const [name, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 900 }],
  ] as const) {
    it(`shows the preview at ${name} px: design loaded, code visible, nothing wider than the screen, no axe violation`, async () => {
      // bypassCSP: the pages allow no script, and axe-core has to run inside them.
      const page = await browser.newPage({ viewport, bypassCSP: true });
      await page.goto(`${base}/GiftCard/Preview/${card.id}`);
      await expect.poll(() => page.evaluate(`document.querySelector('.visual img').naturalWidth`)).toBeGreaterThan(0);
      expect(await page.getByText(card.code, { exact: true }).isVisible()).toBe(true);
      // The code wraps only between its groups: each group is drawn on one line.
      expect(
        await page.evaluate(`[...document.querySelectorAll('.code-group')].map((g) => g.getClientRects().length)`),
      ).toEqual([1, 1, 1, 1]);
      expect(await page.evaluate(`document.documentElement.scrollWidth`)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshots, `gift-card-preview-${name}.png`), fullPage: true });
      await page.goto(`${base}/GiftCard/Preview/${voucher.id}`);
      expect(await page.getByRole('heading', { name: "What's included" }).isVisible()).toBe(true);
      expect(await page.evaluate(`document.documentElement.scrollWidth`)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshots, `voucher-preview-${name}.png`), fullPage: true });
      await page.goto(`${base}/GiftCard/GiftedPreview/${card.id}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshots, `gift-card-gifted-${name}.png`), fullPage: true });
      await page.close();
    });
  }

  for (const [name, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 900 }],
  ] as const) {
    it(`shows at ${name} px the QR code the Redeem page scans, at till-camera size, the code beneath it`, async () => {
      const page = await browser.newPage({ viewport, bypassCSP: true });
      for (const shown of [card, voucher]) {
        await page.goto(`${base}/GiftCard/Preview/${shown.id}`);
        const qr = page.getByRole('img', { name: /^QR code of the/ });
        const box = (await qr.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(200);
        const codeBox = (await page.locator('#card-code').boundingBox())!;
        expect(codeBox.y).toBeGreaterThan(box.y + box.height - 1);
        expect(decodeQrPng(await qr.screenshot())).toBe(shown.code);
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.screenshot({ path: path.join(screenshots, `voucher-preview-qr-${name}.png`), fullPage: true });
      await page.close();
    });
  }

  it('copies the code with the Copy code button, under the page’s own CSP, by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => message.type() === 'error' && blocked.push(message.text()));
    await page.goto(`${base}/GiftCard/Preview/${card.id}`);
    const button = page.getByRole('button', { name: 'Copy code' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Code copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(card.code);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
