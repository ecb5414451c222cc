import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { importStore } from './import-store.ts';
import { loadStoreFile } from './load-store-file.ts';
import { countStores } from '../stores/index.ts';

/**
 * On a first start in development or test (no store in the database) every store file of
 * STORES_DIR is imported: the demo stores. Production never does: an operator imports their own
 * stores (npm run store -- import <file>), and a demo store taking sandbox orders must not appear.
 */
export async function seedStoresIfEmpty(
  db: Database,
  config: Pick<Config, 'NODE_ENV' | 'STORES_DIR'>,
): Promise<string[]> {
  if (config.NODE_ENV === 'production' || (await countStores(db)) > 0) return [];
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
    const { file: storeFile, images } = await loadStoreFile(file);
    const summary = await importStore(db, storeFile, images);
    imported.push(summary.slug);
  }
  return imported;
}
