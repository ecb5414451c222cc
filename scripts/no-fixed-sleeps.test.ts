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
  ['a promise resolved by setTimeout', /new Promise\S*\s*\(?\s*\(?\s*(resolve|r)\s*\)?\s*=>\s*setTimeout\(/],
  ['a sleep helper', /\bawait\s+sleep\(/],
];

function testFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(test\.tsx?|e2e\.ts)$/.test(file) && file !== 'scripts/no-fixed-sleeps.test.ts')
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
    expect(fixedSleepsIn('await sleep(1_000);')).toEqual(['a sleep helper']);
    expect(fixedSleepsIn('await vi.advanceTimersByTimeAsync(1_000);')).toEqual([]);
  });

  it('number zero in the repository', () => {
    const found = testFiles().flatMap((file) =>
      fixedSleepsIn(fs.readFileSync(path.join(root, file), 'utf8')).map((what) => `${file}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
