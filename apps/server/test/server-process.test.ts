import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './server-process.ts';
import { tempDir } from './store-files.ts';
import { testDatabaseKind } from './test-database.ts';

/** main.ts as an operator runs it: configuration checked at start, demo stores, a clean SIGTERM. */
describe.skipIf(testDatabaseKind !== 'pglite')('the server process', () => {
  it('refuses a bad configuration value, naming it', async () => {
    const server = spawnServer({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT: /);
  }, 60_000);

  it('imports the demo stores on first start, serves them, and on SIGTERM drains and releases the database', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = spawnServer({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', PORT: String(port), DATA_DIR: dataDir });
    await server.ready(port);
    expect(fs.existsSync(path.join(dataDir, 'db', 'giftfront.lock'))).toBe(true);
    // The quick start says where everything is.
    expect(server.output()).toContain(`Storefront     http://localhost:${port}`);
    expect(server.output()).toContain(`Dashboard      http://localhost:${port}/admin  (sign in as owner@demo.test`);
    expect(server.output()).toContain(`API reference  http://localhost:${port}/api/docs`);
    expect(server.output()).toMatch(
      /Mail {11}written to .*mail\/<store>\/ as \.eml files; list them with npm run mail -- list/,
    );

    // A bare IP address serves DEFAULT_STORE, the demo store imported from stores/demo.json.
    const settings = await fetch(`http://127.0.0.1:${port}/api/Store/StoreSettings`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { company: { name: string } }).company.name).toBe('Northwind Gifts');
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
    expect(Object.keys(((await docs.json()) as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/api/Store/Products', '/api/Payment/ValidateOrder']),
    );

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/Store/Products`);
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db', 'giftfront.lock'))).toBe(false);
  }, 180_000);
});
