/**
 * A process that changes a card's balance through the ledger's one function and is killed
 * (SIGKILL) by outbox-crash.test.ts: `hold` stops inside the transaction after the change,
 * `loop` commits one change after another until it dies.
 */
import { fromPglite, fromPostgres, openPglite } from '../src/db/client.ts';
import { changeBalance } from '../src/modules/ledger/card-ledger.ts';

const [mode, target, giftCardId] = process.argv.slice(2) as [string, string, string];
const handle = target.startsWith('postgres') ? fromPostgres(target) : fromPglite(await openPglite(target));
const entry = { giftCardId, kind: 'redeem' as const, amountMinor: -1, channel: 'api' as const, actor: 'crash test' };

// Keeps the process alive while it waits to be killed.
setInterval(() => undefined, 60_000);

if (mode === 'hold') {
  await handle.db.transaction(async (tx) => {
    await changeBalance(tx, entry);
    process.stdout.write('CHANGED\n');
    await new Promise(() => undefined);
  });
} else {
  for (let count = 1; ; count += 1) {
    await handle.db.transaction((tx) => changeBalance(tx, entry));
    process.stdout.write(`COMMITTED ${count}\n`);
  }
}
