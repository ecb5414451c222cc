import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext, BenchModule, BenchResult } from './types.ts';

/**
 * `npm run bench [-- name…]`: runs every bench/*.bench.ts (or those whose name contains one of
 * the arguments) in name order, prints one table and records it in bench/results.md.
 */
const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '..');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
  console.error(`BENCH_DURATION must be a positive number of seconds, not "${process.env.BENCH_DURATION}"`);
  process.exit(1);
}

const filters = process.argv.slice(2);
const files = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !filters.length || filters.some((filter) => name.includes(filter)))
  .sort();

const loadAtStart = os.loadavg()[0]!;
const ctx: BenchContext = { repoRoot, durationSeconds, log: (message) => console.error(`  ${message}`) };
const rows: Array<BenchResult & { bench: string }> = [];
for (const file of files) {
  const bench = file.replace(/\.bench\.ts$/, '');
  console.error(`▶ ${bench}`);
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as BenchModule;
  for (const result of await module.default(ctx)) rows.push({ bench, ...result });
}

const verdict = (row: BenchResult) => (row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL');
const header = ['bench', 'measure', 'value', 'budget', 'result', 'how'];
const cells = rows.map((row) => [row.bench, row.name, row.value, row.budget ?? '', verdict(row), row.note ?? '']);

const widths = header.map((title, col) => Math.max(title.length, ...cells.map((row) => row[col]!.length)));
const line = (row: string[]) =>
  row
    .map((cell, col) => cell.padEnd(widths[col]!))
    .join('  ')
    .trimEnd();
console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));

const escape = (cell: string) => cell.replace(/\|/g, '\\|');
const markdown = [
  '# Benchmark results',
  '',
  `Recorded by \`npm run bench\` on ${new Date().toISOString()}: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} (load average ${loadAtStart.toFixed(1)} at start), load runs of ${durationSeconds} s.`,
  '',
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...cells.map((row) => `| ${row.map(escape).join(' | ')} |`),
  '',
].join('\n');
if (!filters.length) fs.writeFileSync(path.join(benchDir, 'results.md'), markdown);

if (rows.some((row) => row.pass === false)) {
  console.error('\nA budget was missed.');
  process.exitCode = 1;
}
