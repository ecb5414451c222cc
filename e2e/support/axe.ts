import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2.1 A and AA) and fails on any violation, naming where. */
export async function expectNoAxeViolations(page: Page, context = 'page') {
  // Evaluated through the DevTools protocol, not as a <script>: pages with a strict CSP (the
  // dashboard, the gift card pages) refuse inline scripts, and must be checked all the same.
  // Every frame gets it (the dashboard's product preview is a frame): axe checks inside frames
  // only where it runs, and waits for a frame without it.
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
    if (!loaded) await frame.evaluate(axe.source);
  }
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
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
    }));
  });
  const report = (violations as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `axe violations on ${context}`).toEqual([]);
}
