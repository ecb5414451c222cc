import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    postgresRunPrefix: string;
  }
}

/** Migrates one in-memory PGlite and dumps it; each test file starts from a copy (fast, isolated). */
export default async function setup(project: TestProject) {
  const handle = fromPglite(new PGlite());
  await runMigrations(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
