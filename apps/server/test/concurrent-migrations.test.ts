import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createRunDatabase, databaseUrl, dropRunDatabase } from './run-databases.ts';
import { testDatabaseKind } from './test-database.ts';
import { migrationsFolder } from '../src/paths.ts';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { testConfig } from '../src/config.ts';
import { silentLog } from '../src/modules/jobs/job-log.ts';
import { JobRunner } from '../src/modules/jobs/job-runner.ts';

const INSTANCES = 4;

// Several instances starting at once against one PostgreSQL (docs/deploying.md, upgrades).
describe.skipIf(testDatabaseKind !== 'postgres')('migrations at start', () => {
  it('are applied once, and pg-boss installed once, when several instances start on an empty database at the same moment', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const prefix = inject('postgresRunPrefix');
    const name = await createRunDatabase(base, prefix, 'migrate');
    const handles = Array.from({ length: INSTANCES }, () => fromPostgres(databaseUrl(base, name), { max: 2 }));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => runMigrations(handle)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(INSTANCES).fill('fulfilled'));

      // Then pg-boss installs its own schema as each instance's job runner starts: at once, too.
      const runners = handles.map((handle) => new JobRunner(handle, testConfig(), silentLog));
      const started = await Promise.allSettled(runners.map((runner) => runner.start()));
      await Promise.all(runners.map((runner) => runner.stop()));
      expect(
        started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : outcome.status)),
      ).toEqual(Array(INSTANCES).fill('fulfilled'));

      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await handles[0]!.db.execute<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(Number((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await dropRunDatabase(base, prefix, name);
    }
  }, 120_000);
});
