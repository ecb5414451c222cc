import fs from 'node:fs';
import path from 'node:path';

const MARKER = '<!-- shipped-files -->';

/**
 * What a deployment copies from the checkout, read from docs/deploying.md: the fenced block after
 * its `<!-- shipped-files -->` marker, one path a line (a folder ends with /).
 */
export function shippedFiles(repoRoot: string): string[] {
  const doc = fs.readFileSync(path.join(repoRoot, 'docs/deploying.md'), 'utf8');
  const after = doc.split(MARKER)[1];
  const block = after && /```[a-z]*\n([\s\S]*?)```/.exec(after)?.[1];
  if (!block) throw new Error(`docs/deploying.md has no fenced list after ${MARKER}`);
  return block
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The size `npm ci --omit=dev` may take, in MB: docs/deploying.md's "at most N MB" after its install command. */
export function installBudgetMegabytes(repoRoot: string): number {
  const doc = fs.readFileSync(path.join(repoRoot, 'docs/deploying.md'), 'utf8');
  const budget = /runtime install is at most (\d+) MB/.exec(doc)?.[1];
  if (!budget) throw new Error('docs/deploying.md does not say "runtime install is at most N MB"');
  return Number(budget);
}
