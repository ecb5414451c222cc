import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (through @axe-core/playwright) in the page and its frames (the dashboard's
 * product preview is a frame), WCAG 2.1 A and AA and best practice, and fails on any violation,
 * naming where. axe is evaluated through the DevTools protocol, not as a <script>, so pages with a
 * strict CSP (the dashboard, the gift card pages) are checked all the same.
 */
export async function expectNoAxeViolations(page: Page, context = 'page') {
  // A dialog that is still fading in has text a person does not read yet: judge what they see
  // once it has settled (finite animations only; a spinner runs forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? null}): ${v.help} at ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`,
  );
  expect(report, `axe violations on ${context}`).toEqual([]);
}
