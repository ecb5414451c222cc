import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests wait for what a person or the system shows (waitFor, expect.poll, a locator), or move
 * fake time; a fixed pause is either too short on a busy machine or slower than needed.
 */
const root = path.resolve(import.meta.dirname, '..');
const FIXED_SLEEPS: Array<[string, RegExp]> = [
  ['waitForTimeout', /\.waitForTimeout\(/],
  ['a promise resolved by setTimeout', /new Promise\S*\s*\(\s*\(?\s*\w+\s*\)?\s*=>\s*setTimeout\(/],
  ['a sleep helper', /\bawait\s+(sleep|delay|pause|wait)\(\s*[\d_]+/],
  ['the timers/promises setTimeout', /from\s+['"](node:)?timers\/promises['"]/],
];

/**
 * The one place a test may pause: the interval between two looks of `waitFor` (apps/server/test),
 * which stops as soon as its condition holds.
 */
const POLL_HELPERS = new Set(['apps/server/test/wait-for.ts']);

/** Test files, and the helpers only tests use: e2e/, the server's test/ folder, the apps' test-*.ts(x) and src/test/. */
export function isTestCode(file: string): boolean {
  return (
    /\.(test\.tsx?|e2e\.ts)$/.test(file) ||
    /^e2e\/.*\.ts$/.test(file) ||
    /^apps\/[^/]+\/test\/.*\.ts$/.test(file) ||
    /^apps\/[^/]+\/src\/(.*\/)?(test\/[^/]+|test-[^/]+)\.tsx?$/.test(file)
  );
}

function testFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => isTestCode(file) && file !== 'scripts/no-fixed-sleeps.test.ts' && !POLL_HELPERS.has(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

export function fixedSleepsIn(text: string): string[] {
  return FIXED_SLEEPS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

describe('fixed sleeps in tests', () => {
  it('are recognised in their usual forms', () => {
    expect(fixedSleepsIn('await page.waitForTimeout(500);')).toEqual(['waitForTimeout']);
    expect(fixedSleepsIn('await new Promise((resolve) => setTimeout(resolve, 20));')).toEqual([
      'a promise resolved by setTimeout',
    ]);
    expect(fixedSleepsIn('await new Promise<void>((done) => setTimeout(done, 20));')).toEqual([
      'a promise resolved by setTimeout',
    ]);
    expect(fixedSleepsIn('await new Promise((r) => setTimeout(r, 50));')).toEqual(['a promise resolved by setTimeout']);
    expect(fixedSleepsIn('await sleep(1_000);')).toEqual(['a sleep helper']);
    expect(fixedSleepsIn('await delay(250);')).toEqual(['a sleep helper']);
    expect(fixedSleepsIn("import { setTimeout } from 'node:timers/promises';")).toEqual([
      'the timers/promises setTimeout',
    ]);
    expect(fixedSleepsIn('await vi.advanceTimersByTimeAsync(1_000);')).toEqual([]);
    expect(fixedSleepsIn('test.setTimeout(180_000);')).toEqual([]);
  });

  it('looks at the tests of every suite and at the helpers only tests use', () => {
    for (const file of [
      'apps/server/src/modules/orders/order-rules.test.ts',
      'apps/storefront/src/features/cart/cart-page.test.tsx',
      'e2e/balance.e2e.ts',
      'e2e/support/storefront.ts',
      'e2e/support/global-setup.ts',
      'apps/server/test/smtp-sink.ts',
      'apps/dashboard/src/test/render.tsx',
      'apps/storefront/src/features/cart/test-cart-page.tsx',
    ])
      expect(isTestCode(file), file).toBe(true);
    for (const file of ['apps/server/src/modules/orders/order-rules.ts', 'bench/support/server.ts'])
      expect(isTestCode(file), file).toBe(false);
  });

  it('number zero in the repository', () => {
    const found = testFiles().flatMap((file) =>
      fixedSleepsIn(fs.readFileSync(path.join(root, file), 'utf8')).map((what) => `${file}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
