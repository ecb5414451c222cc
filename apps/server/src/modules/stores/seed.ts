import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { importStore } from './import-store.ts';
import { loadStoreFile } from './load-store-file.ts';
import { countStores } from './store-repository.ts';

/** On first start (no store in the database) every store file of STORES_DIR is imported. */
export async function seedStoresIfEmpty(db: Database, config: Config): Promise<string[]> {
  if ((await countStores(db)) > 0) return [];
  // STORES_DIR may list several folders, separated like PATH.
  const files = config.STORES_DIR.split(path.delimiter)
    .filter((dir) => dir && fs.existsSync(dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(dir, name)),
    );
  const imported: string[] = [];
  for (const file of files) {
    const summary = await importStore(db, loadStoreFile(file, config.DATA_DIR));
    imported.push(summary.slug);
  }
  return imported;
}
