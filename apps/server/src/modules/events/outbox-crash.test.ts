import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { cardEventSequences, events, giftCardLedger, giftCards } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { insertGiftCard, storeIdOf } from '../../../test/delivery-factories.ts';
import { sharedDatabase } from '../../../test/shared-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function cardIn(open: () => Promise<DatabaseHandle>): Promise<string> {
  const handle = await open();
  try {
    const { slug } = await createStore(handle.db);
    const card = await insertGiftCard(handle.db, await storeIdOf(handle.db, slug), { initialMinor: 100_000 });
    return card.id;
  } finally {
    await handle.close();
  }
}

/** Starts the child and SIGKILLs it once its output matches `when`; resolves when it is gone. */
function killWhen(args: string[], when: RegExp): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/outbox-crash-child.ts', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (when.test(output)) child.kill('SIGKILL');
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(output) : reject(new Error(`child exited on its own:\n${output}`)),
    );
  });
}

async function cardState(handle: DatabaseHandle, giftCardId: string) {
  const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
  const entries = await handle.db
    .select()
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.giftCardId, giftCardId), eq(giftCardLedger.kind, 'redeem')));
  const cardEvents = await handle.db.select().from(events).where(eq(events.giftCardId, giftCardId));
  const [counter] = await handle.db
    .select()
    .from(cardEventSequences)
    .where(eq(cardEventSequences.giftCardId, giftCardId));
  return { balance: card!.balanceMinor, entries, cardEvents, lastSequence: counter?.lastSequence ?? 0 };
}

describe('the outbox under SIGKILL', () => {
  it('keeps neither the change nor its event when the process dies before the commit', async () => {
    const db = await sharedDatabase('crash', cleanups);
    const cardId = await cardIn(db.open);
    await killWhen(['hold', db.target, cardId], /CHANGED/);
    const handle = await db.open();
    try {
      const state = await cardState(handle, cardId);
      expect(state).toMatchObject({ balance: 100_000, entries: [], cardEvents: [], lastSequence: 0 });
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('keeps every committed change with exactly its event when the process dies between changes', async () => {
    const db = await sharedDatabase('crash', cleanups);
    const cardId = await cardIn(db.open);
    const output = await killWhen(['loop', db.target, cardId], /COMMITTED 25\n/);
    const committed = Math.max(...[...output.matchAll(/COMMITTED (\d+)/g)].map((m) => Number(m[1])));
    const handle = await db.open();
    try {
      const state = await cardState(handle, cardId);
      // What the child saw committed is there; one more may have committed before the kill landed.
      expect(state.entries.length).toBeGreaterThanOrEqual(committed);
      expect(state.entries.length).toBeLessThanOrEqual(committed + 1);
      expect(state.balance).toBe(100_000 - state.entries.length);
      expect(state.cardEvents).toHaveLength(state.entries.length);
      expect(state.cardEvents.every((event) => event.type === 'gift_card.redeemed')).toBe(true);
      expect(state.cardEvents.map((event) => event.cardSequence).sort((a, b) => a! - b!)).toEqual(
        state.entries.map((_, i) => i + 1),
      );
      expect(state.lastSequence).toBe(state.entries.length);
      const ledgerIds = new Set(state.entries.map((entry) => entry.id));
      expect(
        state.cardEvents.every((event) =>
          ledgerIds.has((event.data.activity as { ledgerEntryId: number }).ledgerEntryId),
        ),
      ).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
