import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer } from '../../apps/server/test/server-process.ts';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  stop(): Promise<void>;
}

/**
 * The real server in its own process (so the load generator does not share its event loop), on a
 * free port with a fresh embedded database seeded from stores/. Request logging is off (warn).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-bench-'));
  const server = spawnServer({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env });
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
