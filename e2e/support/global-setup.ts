import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverPort: number;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForReady(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready:\n${log()}`);
}

/** Starts the real server on a free port with a fresh embedded database, seeded from stores/ and e2e/stores/. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/storefront/dist/index.html'))) {
    throw new Error('No storefront build: run `npm run build` before the browser tests.');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STORES_DIR: [path.join(repoRoot, 'stores'), path.join(repoRoot, 'e2e/stores')].join(path.delimiter),
      PUBLIC_URL_TEMPLATE: `http://{store}.localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForReady(port, child, () => output);
  project.provide('serverPort', port);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(undefined);
      child.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    if (process.env.E2E_SERVER_LOG) console.log(output);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
