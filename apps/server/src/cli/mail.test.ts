import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { childEnv } from '../../test/child-env.ts';
import { testDatabaseKind } from '../../test/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-mail-cli-'));
let database: DatabaseHandle;
const ids: string[] = [];

function mailCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/mail.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }),
    timeout: 60_000,
  });
}

// The CLI's own database is the embedded one in DATA_DIR; PostgreSQL runs change nothing here.
describe.skipIf(testDatabaseKind === 'postgres')('npm run mail', () => {
  beforeAll(async () => {
    database = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    await runMigrations(database);
    for (const [i, subject] of ['First mail', 'Second mail'].entries()) {
      const [row] = await database.db
        .insert(mailOutbox)
        .values({
          to: `person${i}@example.com`,
          from: 'Shop <no-reply@example.com>',
          subject,
          html: `<p>${subject}</p>`,
          text: `Body of ${subject}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
        })
        .returning();
      ids.push(row!.id);
    }
  });

  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the development mail files instead while another process holds the embedded database', () => {
    const result = mailCli('list');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `The server holds the database; these are the mail files in ${path.join(dataDir, 'mail')}:`,
    );
  });

  it('lists the outbox newest first and shows one mail', async () => {
    await database.close();
    const list = mailCli('list');
    expect(list.status).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[1]).toMatch(/^2026-01-01 12:01:00 UTC {2}person1@example\.com {2}Second mail/);
    expect(lines[2]).toMatch(/^2026-01-01 12:00:00 UTC {2}person0@example\.com {2}First mail/);

    const show = mailCli('show', ids[0]!);
    expect(show.status).toBe(0);
    expect(show.stdout).toContain('Subject: First mail');
    expect(show.stdout).toContain('Body of First mail');
  });
});
