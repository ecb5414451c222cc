import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPIRATION_MESSAGES } from '../apps/storefront/src/features/gift-details/inspiration-messages';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { RICH, textOf, type Viewport } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openInspiration(viewport: Viewport = DESKTOP) {
  const { page } = await openWithEmptyCart(browser, RICH, '/gift-card/classic-gift-card', viewport);
  // No colour transitions (index.css honours reduced motion): on a busy machine axe once judged 'Try another' halfway through one.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByTestId('send-as-gift').click();
  await page.getByTestId('open-inspiration').click();
  await page.getByRole('dialog', { name: 'Need some inspiration?' }).waitFor();
  return page;
}

describe("inspiration dialog 'Need some inspiration?' (product §2, §9)", () => {
  it.each(VIEWPORTS)(
    'generates a message for the chosen occasion and tone after a visible wait, then fills the message at %s',
    async (label, viewport) => {
      const page = await openInspiration(viewport);
      // Each radio is named by its card's text.
      const cardTexts = (testId: string) => page.getByTestId(testId).locator('label').allTextContents();
      expect(await cardTexts('inspiration-occasion')).toEqual([
        'Happy Birthday',
        'Thank You',
        "I'm Sorry",
        'Congratulations',
        'Thinking of You',
      ]);
      expect(await cardTexts('inspiration-tone')).toEqual(['Heartfelt', 'Playful', 'Casual', 'Formal']);
      await page.getByRole('radio', { name: 'Thank You' }).click();
      await page.getByRole('radio', { name: 'Playful' }).click();
      await page.getByTestId('inspiration-generate').click();
      await page.getByTestId('inspiration-loading').waitFor();
      expect(await page.getByTestId('inspiration-generate').isDisabled()).toBe(true);
      const message = await page.getByTestId('inspiration-message').textContent();
      expect(INSPIRATION_MESSAGES['Thank You'].Playful).toContain(message);
      // The pointer rests where 'Use this message' appears; the shared primary hover colour is not under test here.
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, `inspiration dialog ${label}`);
      await screenshot(page, 'inspiration-dialog', { fullPage: false });
      await page.getByTestId('inspiration-another').click();
      await page.getByTestId('inspiration-loading').waitFor();
      const another = await page.getByTestId('inspiration-message').textContent();
      expect(another).not.toBe(message);
      expect(INSPIRATION_MESSAGES['Thank You'].Playful).toContain(another);
      await page.getByTestId('inspiration-use').click();
      await page.getByTestId('inspiration-dialog').waitFor({ state: 'detached' });
      expect(await page.getByLabel('Message').inputValue()).toBe(another);
      expect(await textOf(page, 'message-counter')).toBe(`${300 - another!.length} characters remaining`);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('open-inspiration');
      expect(await page.getByTestId('gift-dialog').isVisible()).toBe(true);
      await page.close();
    },
  );

  it('drops a message that arrives after the dialog closed', async () => {
    const page = await openInspiration();
    // The page's clock is the test's from here: the late message arrives when the test moves time on.
    await page.clock.install();
    await page.getByTestId('inspiration-generate').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('inspiration-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('gift-dialog').isVisible()).toBe(true);
    await page.clock.runFor(2_000); // twice product §9's 1 s step
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    await page.clock.resume();
    await page.getByTestId('open-inspiration').click();
    await page.getByTestId('inspiration-result').waitFor();
    expect(await page.getByTestId('inspiration-message').count()).toBe(0);
    expect(await page.getByTestId('inspiration-loading').count()).toBe(0);
    await page.close();
  });
});
