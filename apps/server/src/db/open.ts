import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { fromPglite, fromPostgres, openPglite, type DatabaseHandle } from './client.ts';
import { isProcessAlive } from '../lib/process-alive.ts';

export class DatabaseInUseError extends Error {}

/**
 * The embedded database belongs to one process: a lock file beside it makes a second process
 * (a CLI while the server runs) refuse instead of corrupting the data.
 */
function lockEmbedded(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'giftfront.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isProcessAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is in use by process ${owner} (probably the server). ` +
            'Stop it first, or set DATABASE_URL to use PostgreSQL, where several processes can share the data.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir}`);
}

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return fromPostgres(config.DATABASE_URL);
  const dir = path.join(config.DATA_DIR, 'db');
  const unlock = lockEmbedded(dir);
  try {
    const handle = fromPglite(await openPglite(dir));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
