import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer } from '../../apps/server/test/server-process.ts';
import { E2E_COOKIE_SECRET } from './mailed-links.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real server on a free port with a fresh embedded database, seeded from stores/ and
 * e2e/stores/. The port reaches the test workers as E2E_SERVER_PORT (they start after this, with
 * this process's environment); the returned function stops the server after the last test.
 */
export default async function globalSetup() {
  for (const app of ['storefront', 'dashboard']) {
    if (!fs.existsSync(path.join(repoRoot, `apps/${app}/dist/index.html`))) {
      throw new Error(`No ${app} build: run \`npm run build\` before the browser tests.`);
    }
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-e2e-'));
  const server = spawnServer({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    STORES_DIR: [path.join(repoRoot, 'stores'), path.join(repoRoot, 'e2e/stores')].join(path.delimiter),
    PUBLIC_URL_TEMPLATE: `http://{store}.localhost:${port}`,
    // Tests read mail at /dev/mailbox, and every test's browser creates its payment intents from this one address.
    DEV_MAILBOX: 'true',
    // Known to the tests, which make a mailed link the server would sign (mailed-links.ts).
    COOKIE_SECRET: E2E_COOKIE_SECRET,
    PAYMENT_INTENT_LIMIT: '100000',
    // The sign-in throttling test comes from an address of its own (X-Forwarded-For), so its
    // failures never hold back the other tests' sign-ins from 127.0.0.1.
    TRUST_PROXY: '1',
  });
  // Two minutes: on a machine this busy the first start (migrations, seeding the stores) has taken over one.
  await server.ready(port, 120_000).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  process.env.E2E_SERVER_PORT = String(port);

  return async () => {
    await server.stop();
    if (process.env.E2E_SERVER_LOG) console.log(server.output());
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
