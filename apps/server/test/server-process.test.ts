import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { tempDir } from './store-files.ts';
import { testDatabaseKind } from './test-database.ts';

const repoRoot = testConfig().repoRoot;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilReady(port: number, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 240 && !done; i += 1) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready');
}

/** main.ts as an operator runs it: configuration checked at start, demo stores, a clean SIGTERM. */
describe.skipIf(testDatabaseKind !== 'pglite')('the server process', () => {
  it('refuses a bad configuration value, naming it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT: /);
  }, 60_000);

  it('imports the demo stores on first start, serves them, and on SIGTERM drains and releases the database', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(port, server.exited);
    expect(fs.existsSync(path.join(dataDir, 'db', 'giftfront.lock'))).toBe(true);

    // A bare IP address serves DEFAULT_STORE, the demo store imported from stores/demo.json.
    const settings = await fetch(`http://127.0.0.1:${port}/api/Store/StoreSettings`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { company: { name: string } }).company.name).toBe('Northwind Gifts');
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs`);
    expect(Object.keys(((await docs.json()) as { paths: object }).paths)).toEqual(expect.arrayContaining(['/api/Store/Products', '/api/Payment/ValidateOrder']));

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/Store/Products`);
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db', 'giftfront.lock'))).toBe(false);
  }, 180_000);
});
