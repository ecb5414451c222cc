import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { seedDueGifts, storeIdOf } from '../../../test/delivery-factories.ts';
import { sharedDatabase } from '../../../test/shared-database.ts';
import { testConfig } from '../../config.ts';
import { startSmtpSink, type ReceivedMail } from '../../../test/smtp-sink.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const GIFTS = 2000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs the sender child; resolves with how it ended once it exits (or is killed when `killWhen` says so). */
function sender(args: string[], killWhen?: () => boolean): Promise<{ signal: string | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/delivery-crash-child.ts', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const watch = killWhen
    ? setInterval(() => {
        if (killWhen()) child.kill('SIGKILL');
      }, 5)
    : undefined;
  return new Promise((resolve) => {
    child.once('exit', (_code, signal) => {
      clearInterval(watch);
      resolve({ signal, output });
    });
  });
}

function byRecipient(mails: ReceivedMail[]): Map<string, ReceivedMail[]> {
  const grouped = new Map<string, ReceivedMail[]>();
  for (const mail of mails) {
    const to = mail.to[0]!;
    grouped.set(to, [...(grouped.get(to) ?? []), mail]);
  }
  return grouped;
}

describe('gift emails when the sender is killed mid-way', () => {
  it(`loses none of ${GIFTS}, repeats at most the pool's messages in flight, each with the same Message-ID`, async () => {
    const db = await sharedDatabase('mailcrash', cleanups);
    const handle = await db.open();
    try {
      const { slug } = await createStore(handle.db);
      await seedDueGifts(handle.db, await storeIdOf(handle.db, slug), GIFTS);
    } finally {
      await handle.close();
    }
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());

    const killed = await sender(['run', db.target, sink.url, String(GIFTS)], () => sink.mails.length >= GIFTS / 4);
    expect(killed.signal, killed.output).toBe('SIGKILL');
    const atKill = sink.mails.length;
    expect(atKill).toBeLessThan(GIFTS);

    const finished = await sender(['finish', db.target, sink.url, String(GIFTS)]);
    expect(finished.output).toContain('FINISHED');

    const received = byRecipient(sink.mails);
    expect(received.size).toBe(GIFTS);
    const repeated = [...received.values()].filter((mails) => mails.length > 1);
    // The sender's SMTP pool (its config's default): at most that many mails were between hand-over and record.
    expect(repeated.length).toBeLessThanOrEqual(testConfig().SMTP_POOL_SIZE);
    expect(sink.mails.length - GIFTS).toBe(repeated.reduce((sum, mails) => sum + mails.length - 1, 0));
    for (const mails of repeated) expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(1);
    const ids = new Set(sink.mails.map((mail) => mail.messageId));
    expect(ids.size).toBe(GIFTS);
    expect([...ids].every((id) => /^<delivery\.[0-9a-f-]+@/.test(id))).toBe(true);
  }, 900_000);
});
