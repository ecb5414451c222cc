import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { CliOutput } from '../src/cli/store-commands.ts';
import type { Database } from '../src/db/client.ts';

const created: string[] = [];
// Each test file imports this module afresh, so this removes the file's folders when it ends.
afterAll(() => created.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A fresh temporary folder, removed when the test file ends: a DATA_DIR, or a folder of store files. */
export function tempDir(prefix = 'giftfront-store-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Writes a store file (any JSON, valid or not) and returns its path. */
export function writeStoreFile(dir: string, content: unknown, name = 'store.json'): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(content, null, 2));
  return file;
}

/** Collects what a CLI command prints. */
export function captureOutput(): CliOutput & { stdout: () => string; stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    stdout: () => out.join('\n'),
    stderr: () => err.join('\n'),
  };
}

const TABLES = [
  'stores',
  'products',
  'denominations',
  'product_images',
  'discount_codes',
  'gift_cards',
  'gift_card_ledger',
] as const;

/** Row counts of every table a store import writes. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}
