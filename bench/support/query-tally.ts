import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

interface Line {
  count: number;
  ms: number;
}

export interface QueryTally {
  /** The statements run since the tally began, most time first, as lines for a person. */
  report(perUnit: number, unit: string): string[];
  total(): number;
}

/** A statement's shape: its first words with numbers and parameters folded, so repeats add up. */
const shapeOf = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '$')
    .replace(/\b\d+\b/g, 'N')
    .trim()
    .slice(0, 110);

/**
 * Counts the statements a handle runs and the time they take (BENCH_QUERY_TALLY=1), to say where
 * a bench's time goes. PGlite runs one statement at a time, so a statement's time is counted from
 * when the one before it ended (its queueing is not its cost); PostgreSQL's is call to answer.
 */
export function tallyQueries(handle: DatabaseHandle): QueryTally {
  const lines = new Map<string, Line>();
  let lastEnd = 0;
  const note = (text: string, started: number) => {
    const ended = performance.now();
    const from = handle.kind === 'pglite' ? Math.max(started, lastEnd) : started;
    lastEnd = ended;
    const line = lines.get(shapeOf(text)) ?? { count: 0, ms: 0 };
    line.count += 1;
    line.ms += ended - from;
    lines.set(shapeOf(text), line);
  };
  const timed = <A extends unknown[], R>(run: (text: string, ...rest: A) => Promise<R>) =>
    async function (text: string, ...rest: A): Promise<R> {
      const started = performance.now();
      try {
        return await run(text, ...rest);
      } finally {
        note(typeof text === 'string' ? text : String((text as { text?: string }).text), started);
      }
    };
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (handle.kind === 'pglite') {
    const lite = client as PGlite;
    const wrapTx = (tx: Transaction): Transaction => {
      tx.query = timed(tx.query.bind(tx)) as Transaction['query'];
      tx.exec = timed(tx.exec.bind(tx)) as Transaction['exec'];
      return tx;
    };
    const transaction = lite.transaction.bind(lite);
    lite.query = timed(lite.query.bind(lite)) as PGlite['query'];
    lite.exec = timed(lite.exec.bind(lite)) as PGlite['exec'];
    lite.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
      transaction((tx) => fn(wrapTx(tx)))) as PGlite['transaction'];
  } else {
    const pool = client as pg.Pool;
    // pool.query and transactions both end in a connection's query, sometimes with a callback.
    const wrapConnection = (connection: pg.PoolClient) => {
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      connection.query = ((...args: unknown[]) => {
        const started = performance.now();
        const config = args[0] as string | { text: string };
        const text = typeof config === 'string' ? config : config.text;
        const last = args[args.length - 1];
        if (typeof last === 'function')
          return query(...args.slice(0, -1), (...result: unknown[]) => {
            note(text, started);
            (last as (...result: unknown[]) => void)(...result);
          });
        return (query(...args) as Promise<unknown>).finally(() => note(text, started));
      }) as never;
    };
    pool.on('connect', wrapConnection);
    // Connections the pool opened before the tally began (pg keeps them in `_clients`).
    for (const connection of (pool as unknown as { _clients?: pg.PoolClient[] })._clients ?? [])
      wrapConnection(connection);
  }
  return {
    total: () => [...lines.values()].reduce((sum, line) => sum + line.count, 0),
    report(perUnit, unit) {
      const all = [...lines.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const ms = all.reduce((sum, [, line]) => sum + line.ms, 0);
      const count = all.reduce((sum, [, line]) => sum + line.count, 0);
      return [
        `${count} statements, ${(count / perUnit).toFixed(2)} per ${unit}, ${Math.round(ms)} ms in the database`,
        ...all
          .slice(0, Number(process.env.BENCH_QUERY_TALLY_LINES ?? 15))
          .map(
            ([shape, line]) =>
              `${String(line.count).padStart(7)} × ${(line.ms / line.count).toFixed(2).padStart(7)} ms = ${String(Math.round(line.ms)).padStart(6)} ms  ${shape}`,
          ),
      ];
    },
  };
}
