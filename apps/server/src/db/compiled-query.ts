import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** What drizzle's `.prepare(name)` gives: its SQL text, parameters and result mapping, built once. */
interface Prepared<Result> {
  execute(placeholderValues?: Record<string, unknown>): Promise<Result>;
}

/** A query builder before `.prepare`: a select, insert, update or delete with `sql.placeholder`s. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}

/** The connection drizzle's session runs on: a pg Pool or PoolClient, a PGlite or its transaction. */
const clientOf = (executor: Executor): object => {
  const client = (executor._.session as unknown as { client?: object }).client;
  if (!client) throw new Error("compiledQuery: this drizzle session has no client (drizzle's internals changed)");
  return client;
};

const names = new Set<string>();

/**
 * A hot statement built once and run on the executor each call is given, the database or a
 * transaction (issue 24: drizzle building the SQL of every statement was a third of checkout's CPU
 * in Node).
 *
 * drizzle's own `.prepare()` binds a query to the session it was built on: prepared on `db`, it
 * would run outside the caller's transaction (on node-postgres on another pool connection, without
 * its locks), and drizzle has no way to run it on a transaction (drizzle-orm issues 613, 2826).
 * So the query is prepared once per driver, and each call runs that prepared query on the given
 * executor's own connection: the one field drizzle's prepared queries read it from (`client`) is
 * set on a per-call view of it. `compiled-query.test.ts` proves on both databases that a call inside
 * a transaction sees the transaction's rows, waits for no lock it holds and is rolled back with it.
 *
 * `name` is the statement's name on PostgreSQL: node-postgres parses a named statement once per
 * connection and then only binds it (PGlite ignores it). Names must be unique.
 */
export function compiledQuery<Result>(
  name: string,
  build: (db: Executor) => Preparable<Result>,
): (executor: Executor, values?: Record<string, unknown>) => Promise<Result> {
  if (names.has(name)) throw new Error(`compiledQuery: "${name}" is already a compiled query's name`);
  names.add(name);
  // One per driver (node-postgres and PGlite prepare differently), keyed by the session's class.
  const byDriver = new Map<unknown, Prepared<Result>>();
  return (executor, values) => {
    const driver = Object.getPrototypeOf(executor._.session);
    let prepared = byDriver.get(driver);
    if (!prepared) {
      prepared = build(executor).prepare(name);
      byDriver.set(driver, prepared);
    }
    const onExecutor = Object.create(prepared) as Prepared<Result> & { client: object };
    onExecutor.client = clientOf(executor);
    return onExecutor.execute(values);
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (`sql` with `sql.placeholder`s) built once, as compiledQuery builds a query
 * builder's: its answer is what `db.execute` gives, `{ rows }` with columns as PostgreSQL names them.
 * A placeholder's value goes to the driver as given (an array as a PostgreSQL array).
 */
export function compiledSql(
  name: string,
  statement: SQL,
): (executor: Executor, values: Record<string, unknown>) => Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  return compiledQuery<unknown>(name, (db) => ({
    prepare: (statementName) => db._.session.prepareQuery(query, undefined, statementName, false),
  }));
}
