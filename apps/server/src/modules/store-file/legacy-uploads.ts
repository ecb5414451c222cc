import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { JobLog } from '../jobs/index.ts';
import { findStoreBySlug } from '../stores/index.ts';
import { databaseMediaStorage } from '../media/index.ts';
import { ImageProblem, prepareImage } from '../media/index.ts';

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), name);
    return entry.isFile() ? [name] : [];
  });
}

/**
 * Images that older versions copied to DATA_DIR/uploads/<store>/ move into media storage at
 * start, so they keep being served, by every instance (docs/decisions/0012-media-in-the-database.md).
 * An image the store already has in storage is left as it is there; the files stay where they were.
 */
export async function importLegacyUploads(db: Database, dataDir: string, log: JobLog): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return 0;
  const storage = databaseMediaStorage(db);
  let added = 0;
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const store = entry.isDirectory() ? await findStoreBySlug(db, entry.name) : null;
    if (!store) continue;
    const dir = path.join(root, entry.name);
    for (const name of filesUnder(dir)) {
      try {
        const image = await prepareImage(name, fs.readFileSync(path.join(dir, name)));
        if (await storage.putIfAbsent(store.id, image)) added += 1;
      } catch (error) {
        if (!(error instanceof ImageProblem)) throw error;
        log.warn(`Not moved into media storage: uploads/${store.slug}/${name} (${error.message})`);
      }
    }
  }
  if (added > 0) log.info(`Moved ${added} image(s) from ${root} into media storage`);
  return added;
}
