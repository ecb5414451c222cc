import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, storeUrl } from './support/browser';
import { CHECKOUT, expectConfirmation, TEST_CARDS } from './support/checkout';
import { pathOf, waitForHydration } from './support/storefront';

/**
 * WCAG 2.4.11: what has keyboard focus is never hidden under the sticky header or a fixed bottom
 * bar. A whole purchase on a phone by keyboard alone, checked after every key.
 */
interface Focused {
  name: string;
  covered: string | null;
}

/** The focused element, and which sticky part (if any) lies over it: one it belongs to does not count. */
const focused = (page: Page) =>
  page.evaluate((): Focused | null => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name =
      element.getAttribute('data-testid') ??
      element.getAttribute('aria-label') ??
      element.getAttribute('name') ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName;
    const box = element.getBoundingClientRect();
    const sticky = Array.from(
      document.querySelectorAll<HTMLElement>('[data-sticky-header], [data-mobile-buy-bar]'),
    ).filter((part) => part.getBoundingClientRect().height > 0 && !part.contains(element));
    // Covered where the part overlaps it and is what is drawn on top there (a skip link drawn over the header is not).
    const over = sticky.find((part) => {
      const bar = part.getBoundingClientRect();
      const top = Math.max(box.top, bar.top);
      const bottom = Math.min(box.bottom, bar.bottom);
      if (bottom <= top) return false;
      const x = (Math.max(box.left, bar.left) + Math.min(box.right, bar.right)) / 2;
      const drawn = document.elementFromPoint(x, (top + bottom) / 2);
      return drawn !== null && part.contains(drawn);
    });
    return { name, covered: over ? (over.getAttribute('data-testid') ?? over.tagName) : null };
  });

/** Presses Tab until `done` says so, checking each stop; the stops are returned. */
async function tabUntil(page: Page, done: (stop: Focused) => boolean, limit = 120): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    stops.push(stop);
    if (done(stop)) return stops;
  }
  throw new Error(`not reached after ${limit} stops: ${stops.map((stop) => stop.name).join(', ')}`);
}

const covered = (stops: Focused[]) =>
  stops.filter((stop) => stop.covered).map((stop) => `${stop.name} under ${stop.covered}`);

test.describe('keyboard focus on a phone', () => {
  test('is never under the header or a bottom bar in a keyboard-only purchase, at 390 px', async ({ site }) => {
    const page = await site.newPage(MOBILE);
    await page.goto(storeUrl(CHECKOUT, '/gift-card/everyday-gift-card'));
    await waitForHydration(page.getByTestId('mobile-buy-now'));
    await page.evaluate(() => localStorage.clear());

    // The product page, top to the bar's Buy Now: the amount by arrow key on the way.
    const toAmounts = await tabUntil(page, (stop) => stop.name === 'amount-e25');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('amount-e50')).toBeChecked();
    const toBuy = await tabUntil(page, (stop) => stop.name === 'mobile-buy-now');
    expect(covered([...toAmounts, ...toBuy])).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/checkout');
    await page.getByTestId('sandbox-card-form').waitFor();

    // The checkout: each field typed into as focus reaches it, then Pay.
    const typing: Record<string, string> = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    };
    const byLabel: Record<string, string> = {
      'Card number': TEST_CARDS.succeeds,
      'Expiry (MM/YY)': '12/34',
      CVC: '123',
    };
    const stops: Focused[] = [];
    for (let i = 0; i < 120; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (!stop) continue;
      stops.push(stop);
      const { field, label } = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return { field: element?.getAttribute('name') ?? '', label: element?.labels?.[0]?.textContent?.trim() ?? '' };
      });
      const text = typing[field] ?? Object.entries(byLabel).find(([name]) => label.startsWith(name))?.[1];
      if (text) await page.keyboard.type(text);
      if (stop.name === 'pay-button' || stop.name === 'checkout-mobile-pay') break;
    }
    expect(covered(stops)).toEqual([]);
    await page.keyboard.press('Enter');
    await expectConfirmation(page);
    await expectNoAxeViolations(page, 'confirmation after a keyboard-only purchase at 390 px');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});
