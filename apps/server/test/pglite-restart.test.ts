import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from './server-process.ts';
import { waitFor } from './wait-for.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-restart-'));
const started: { kill(): void }[] = [];

afterAll(() => {
  for (const process of started) process.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const stateOf = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return 'gone';
  }
};

/**
 * The embedded database after a crash: the server is killed (SIGKILL) and started again at once.
 * Its parent here is a shell that never reaps it (as a busy supervisor may not yet have), so the
 * dead server stays a zombie whose pid still answers signal 0.
 */
describe.skipIf(process.env.TEST_DB === 'postgres' || process.platform !== 'linux')(
  'the embedded database after a SIGKILL',
  () => {
    it('is taken over at once by the next server: the lock of a process that is gone is stale', async () => {
      const port = await freePort();
      const shell = spawn(
        'sh',
        ['-c', `"${process.execPath}" --import tsx apps/server/src/main.ts & echo $!; exec sleep 300`],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            NODE_ENV: 'development',
            LOG_LEVEL: 'warn',
            DATABASE_URL: '',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      started.push({ kill: () => shell.kill('SIGKILL') });
      const pid = await new Promise<number>((resolve) =>
        shell.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
      );
      await waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (res) => res.ok,
            () => false,
          ),
        120_000,
        'the first server to be ready',
      );
      expect(fs.readFileSync(path.join(dataDir, 'db', 'giftfront.lock'), 'utf8')).toContain(String(pid));

      process.kill(pid, 'SIGKILL');
      await waitFor(() => stateOf(pid) === 'Z', 10_000, 'the killed server to be a zombie');

      const next: ServerProcess = spawnServer({ NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir });
      started.push({ kill: () => void next.stop() });
      await next.ready(port, 120_000);
      expect(next.output()).not.toContain('in use by process');
      expect(await next.stop()).toBe(0);
    }, 300_000);
  },
);
