import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { exportStore } from '../modules/store-file/index.ts';
import { importStore, type ImportSummary } from '../modules/store-file/index.ts';
import { listStores, type StoreListing } from '../modules/stores/index.ts';
import { StoreImportConflict } from '../modules/store-file/index.ts';
import { loadStoreFile, StoreFileError } from '../modules/store-file/index.ts';

/** Where a command writes: stdout for results, stderr for problems. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function describeImport(
  filePath: string,
  summary: ImportSummary & { name: string; status: string },
  config: Config,
): string {
  const cards = summary.giftCardsCreated + summary.giftCardsKept;
  return [
    `${summary.created ? 'Created' : 'Updated'} store "${summary.slug}" (${summary.name}, ${summary.status}) from ${filePath}`,
    `  ${plural(summary.products, 'product')}, ${plural(summary.discountCodes, 'discount code')}`,
    cards
      ? `  ${plural(cards, 'carried-over gift card')}: ${summary.giftCardsCreated} new, ${summary.giftCardsKept} already present (live balance kept)`
      : '  no carried-over gift cards',
    `  open ${config.PUBLIC_URL_TEMPLATE.replace('{store}', summary.slug)}`,
  ].join('\n');
}

/** `import <file>`: a file that breaks the format is refused whole, every problem listed by its JSON path. */
export async function importCommand(db: Database, config: Config, filePath: string, io: CliOutput): Promise<number> {
  let loaded;
  try {
    loaded = await loadStoreFile(filePath);
  } catch (error) {
    if (!(error instanceof StoreFileError)) throw error;
    io.err(`${error.message}\nNothing was imported.`);
    return 1;
  }
  try {
    const { file, images } = loaded;
    const summary = await importStore(db, file, images);
    io.out(describeImport(filePath, { ...summary, name: file.company.name, status: file.status }, config));
    return 0;
  } catch (error) {
    // The import is one transaction: any refusal leaves the store as it was.
    const cause = error instanceof StoreImportConflict ? error : ((error as Error).cause ?? error);
    io.err(`Could not import ${filePath}. ${(cause as Error).message}\nNothing was imported.`);
    return 1;
  }
}

/** `export <slug>`: the store as a store file on stdout. */
export async function exportCommand(db: Database, slug: string, io: CliOutput): Promise<number> {
  const file = await exportStore(db, slug);
  if (!file) {
    const known = (await listStores(db)).map((s) => s.slug);
    io.err(`No store "${slug}". ${known.length ? `Stores: ${known.join(', ')}.` : 'There are no stores yet.'}`);
    return 1;
  }
  io.out(JSON.stringify(file, null, 2));
  return 0;
}

export function formatStoreTable(stores: StoreListing[]): string {
  const rows = [
    ['SLUG', 'NAME', 'STATUS', 'PRODUCTS'],
    ...stores.map((s) => [s.slug, s.name, s.status, String(s.productCount)]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `list`: slug, name, status and product count of every store. */
export async function listCommand(db: Database, io: CliOutput): Promise<number> {
  const stores = await listStores(db);
  io.out(stores.length ? formatStoreTable(stores) : 'No stores yet. Import one with: npm run store -- import <file>');
  return 0;
}
