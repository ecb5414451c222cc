import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** What the code and the docs cite resolves: a section of docs/product.md, a decision record, a doc. */
const root = path.resolve(import.meta.dirname, '..');
const decisionsDir = path.join(root, 'docs/decisions');
const records = fs.readdirSync(decisionsDir).filter((name) => /^\d{4}-.*\.md$/.test(name));
const recordNumbers = new Set(records.map((name) => name.slice(0, 4)));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|css|md)$/.test(file) && fs.existsSync(path.join(root, file)));
}

function occurrences(pattern: RegExp): Array<{ file: string; match: RegExpExecArray }> {
  const found: Array<{ file: string; match: RegExpExecArray }> = [];
  for (const file of trackedFiles()) {
    const text = read(file);
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) found.push({ file, match });
  }
  return found;
}

describe('decision records', () => {
  it.each(records)('%s begins with its number, a Status line and a Supersedes line', (name) => {
    const [title, , status, supersedes] = read(`docs/decisions/${name}`).split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)}: \\S`));
    expect(status).toMatch(/^Status: (accepted|superseded)/);
    expect(supersedes).toMatch(/^Supersedes: \S/);
  });

  it('say so on both sides when one supersedes another', () => {
    for (const name of records) {
      const supersedes = read(`docs/decisions/${name}`).split('\n')[3]!;
      for (const [number] of supersedes.matchAll(/\d{4}/g)) {
        expect(recordNumbers, `${name} supersedes ${number}`).toContain(number);
        const target = records.find((record) => record.startsWith(number))!;
        const status = read(`docs/decisions/${target}`).split('\n')[2]!;
        expect(status, `${target} should say it is superseded by ${name.slice(0, 4)}`).toMatch(/superseded/);
        expect(status).toContain(name.slice(0, 4));
      }
    }
  });

  it('are all listed in docs/decisions/README.md', () => {
    const index = read('docs/decisions/README.md');
    for (const name of records) expect(index, name).toContain(`](${name})`);
  });
});

describe('citations', () => {
  it('of product §n name a section of docs/product.md', () => {
    const sections = new Set([...read('docs/product.md').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    const missing = occurrences(/product §(\d+)/)
      .filter(({ match }) => !sections.has(match[1]))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(missing).toEqual([]);
  });

  it('of decision records name one that exists', () => {
    const missing = occurrences(/(?:docs\/decisions\/|decisions? )(\d{4})\b/)
      .filter(({ match }) => !recordNumbers.has(match[1]!))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(missing).toEqual([]);
  });

  it('of docs/*.md name a file that exists', () => {
    const missing = occurrences(/\bdocs\/([\w-]+(?:\/[\w-]+)*\.md)\b/)
      .filter(({ match }) => !fs.existsSync(path.join(root, 'docs', match[1]!)))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(missing).toEqual([]);
  });
});
