import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { waitFor } from './wait-for.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A port nothing listens on right now, for a server started in another process. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** The last 20,000 characters the process printed. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once GET /readyz answers 200; throws with the output if the process exits or time runs out. */
  ready(port: number, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code (null after 10 s without an exit). */
  stop(): Promise<number | null>;
}

/** How the server is started: from its TypeScript sources in this checkout, unless a test says otherwise (a built copy). */
export interface ServerCommand {
  cwd: string;
  args: string[];
}

const FROM_SOURCES: ServerCommand = { cwd: repoRoot, args: ['--import', 'tsx', 'apps/server/src/main.ts'] };

/**
 * apps/server/src/main.ts as an operator runs it, in its own process: for the process tests, the
 * browser tests and the benchmarks. DATABASE_URL is cleared unless `env` sets it.
 */
export function spawnServer(env: Record<string, string>, command: ServerCommand = FROM_SOURCES): ServerProcess {
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  async function ready(port: number, timeoutMs = 120_000) {
    let ok = false;
    const answers = async () =>
      hasExited ||
      (ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      ));
    await waitFor(answers, timeoutMs, 'the server to be ready', 250).catch(() => undefined);
    if (ok) return;
    throw new Error(`The server ${hasExited ? `exited (${child.exitCode})` : 'did not become ready'}:\n${output}`);
  }

  async function stop() {
    if (!hasExited) child.kill('SIGTERM');
    // A deadline, not a pause: it is cleared as soon as the process exits.
    let deadline: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      deadline = setTimeout(resolve, 10_000, null);
    });
    return Promise.race([exited, gaveUp]).finally(() => clearTimeout(deadline));
  }

  return { child, output: () => output, exited, ready, stop };
}
