import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, type ServerCommand } from '../../apps/server/test/server-process.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import { seedStoresIfEmpty } from '../../apps/server/src/modules/store-file/seed.ts';

/** Production imports no demo store at start: the shipped stores go in first, as an operator's import would. */
async function importShippedStores(dataDir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    await seedStoresIfEmpty(database.db, config);
  } finally {
    await database.close();
  }
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  stop(): Promise<void>;
}

/**
 * The real server in its own process (so the load generator does not share its event loop), on a
 * free port with a fresh embedded database holding the stores of stores/. Request logging is off (warn).
 * From this checkout's sources unless `command` names another (a built copy).
 */
export async function startServer(env: Record<string, string> = {}, command?: ServerCommand): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-bench-'));
  await importShippedStores(dataDir);
  const server = spawnServer({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env }, command);
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await server.ready(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}
