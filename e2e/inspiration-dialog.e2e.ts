import { expect, test } from './support/test';
import { INSPIRATION_MESSAGES } from '../apps/storefront/src/features/gift-details/inspiration-messages';
import { messages as FRENCH } from '../apps/storefront/src/locales/fr/inspiration';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { RICH, type Viewport } from './support/storefront';

async function openInspiration(site: Browser, viewport: Viewport = DESKTOP) {
  const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', viewport);
  // No colour transitions (index.css honours reduced motion): on a busy machine axe once judged 'Try another' halfway through one.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByTestId('send-as-gift').click();
  await page.getByTestId('open-inspiration').click();
  await page.getByRole('dialog', { name: 'Need some inspiration?' }).waitFor();
  return page;
}

const thankYouPlayful = INSPIRATION_MESSAGES['Thank You'].Playful;
const english = thankYouPlayful.map((descriptor) => descriptor.message);

test.describe("inspiration dialog 'Need some inspiration?' (product §2, §9)", () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`generates a message for the chosen occasion and tone after a visible wait, then fills the message at ${label}`, async ({
      site,
    }) => {
      const page = await openInspiration(site, viewport);
      // Each radio is named by its card's text.
      const cardTexts = (testId: string) => page.getByTestId(testId).locator('label').allTextContents();
      await expect
        .poll(() => cardTexts('inspiration-occasion'))
        .toEqual(['Happy Birthday', 'Thank You', "I'm Sorry", 'Congratulations', 'Thinking of You']);
      await expect.poll(() => cardTexts('inspiration-tone')).toEqual(['Heartfelt', 'Playful', 'Casual', 'Formal']);
      await page.getByRole('radio', { name: 'Thank You' }).click();
      await page.getByRole('radio', { name: 'Playful' }).click();
      // The page's clock stands still while the wait is on screen, so a busy machine cannot let the 1 s pass unseen.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByTestId('inspiration-generate').click();
      await page.getByTestId('inspiration-loading').waitFor();
      await expect(page.getByTestId('inspiration-generate')).toBeDisabled();
      await expect(page.getByTestId('inspiration-message')).toHaveCount(0);
      await page.clock.runFor(1_000); // product §9's 1 s step
      const message = await page.getByTestId('inspiration-message').textContent();
      expect(english).toContain(message);
      await page.getByTestId('inspiration-another').click();
      await page.getByTestId('inspiration-loading').waitFor();
      await page.clock.runFor(1_000);
      const another = await page.getByTestId('inspiration-message').textContent();
      expect(another).not.toBe(message);
      expect(english).toContain(another);
      await page.clock.resume();
      // The pointer rests where 'Use this message' appears; the shared primary hover colour is not under test here.
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, `inspiration dialog ${label}`);
      await screenshot(page, 'inspiration-dialog', { fullPage: false });
      await page.getByTestId('inspiration-use').click();
      await page.getByTestId('inspiration-dialog').waitFor({ state: 'detached' });
      await expect(page.getByLabel('Message')).toHaveValue(another!);
      await expect(page.getByTestId('message-counter').first()).toHaveText(
        `${300 - another!.length} characters remaining`,
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('open-inspiration');
      await expect(page.getByTestId('gift-dialog')).toBeVisible();
      await page.close();
    });

  test('drops a message that arrives after the dialog closed', async ({ site }) => {
    const page = await openInspiration(site);
    // The page's clock is the test's from here: the late message arrives when the test moves time on.
    await page.clock.install();
    await page.getByTestId('inspiration-generate').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('inspiration-dialog').waitFor({ state: 'detached' });
    await expect(page.getByTestId('gift-dialog')).toBeVisible();
    await page.clock.runFor(2_000); // twice product §9's 1 s step
    await expect(page.getByLabel('Message')).toHaveValue('');
    await page.clock.resume();
    await page.getByTestId('open-inspiration').click();
    await page.getByTestId('inspiration-result').waitFor();
    await expect(page.getByTestId('inspiration-message')).toHaveCount(0);
    await expect(page.getByTestId('inspiration-loading')).toHaveCount(0);
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`suggests a message written in the shopper's language, French, at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(storeUrl('demo', '/gift-card/classic-gift-card?lang=fr'));
      await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
      await page.getByTestId('open-inspiration').click();
      const inspiration = page.getByRole('dialog', { name: 'Besoin d’inspiration ?' });
      await inspiration.waitFor();
      await inspiration.getByRole('radio', { name: 'Merci' }).click();
      await inspiration.getByRole('radio', { name: 'Espiègle' }).click();
      await page.getByTestId('inspiration-generate').click();
      await expect(page.getByTestId('inspiration-use')).toBeVisible();
      const message = await page.getByTestId('inspiration-message').textContent();
      // A compiled message is a list of parts; these have one, the text.
      expect(thankYouPlayful.map((descriptor) => [FRENCH[descriptor.id]].flat().join(''))).toContain(message);
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, `inspiration dialog in French ${label}`);
      await screenshot(page, 'inspiration-dialog-fr', { fullPage: false });
      await page.getByTestId('inspiration-use').click();
      await expect(page.getByTestId('gift-message-input')).toHaveValue(message!);
      await page.close();
    });
});
