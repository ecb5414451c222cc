import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { runStoreCli } from '../src/cli/store-cli.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { media } from '../src/db/schema/index.ts';
import { captureOutput, tempDir, writeStoreFile } from './store-files.ts';
import { createRunDatabase, databaseUrl, dropRunDatabase } from './run-databases.ts';
import { testDatabaseKind } from './test-database.ts';

const repoRoot = testConfig().repoRoot;

/** The real `npm run store -- …` in a child process, as a merchant runs it. */
function npmRunStore(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'store', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(testDatabaseKind !== 'pglite')('npm run store on the embedded database', () => {
  it('refuses a broken file with exit code 1 and imports a good one', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const broken = writeStoreFile(tempDir(), {
      slug: 'broken',
      company: { name: 'Broken' },
      products: [
        {
          slug: 'a',
          name: 'A',
          type: 'GiftCard',
          denominations: [{ id: 'd', price: 'ten', label: '$10' }],
          showQuantityLimit: 'yes',
        },
      ],
    });
    const refused = await npmRunStore(['import', broken], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('products[0].denominations[0].price: Enter an amount.');
    expect(refused.stderr).toContain('products[0].showQuantityLimit: expected a boolean');

    const imported = await npmRunStore(['import', 'stores/demo-split.json'], env);
    expect(imported.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Created store "demo-split" (Juniper & Co., Active) from stores/demo-split.json');
    expect(fs.existsSync(path.join(dataDir, 'db', 'giftfront.lock'))).toBe(false); // released for the server

    const io = captureOutput();
    await runStoreCli(['list'], testConfig({ DATA_DIR: dataDir }), io);
    expect(io.stdout().split('\n').slice(1)).toEqual([
      expect.stringMatching(/^demo-split +Juniper & Co\. +Active +3$/),
    ]);
    // The images went into media storage, in the database: nothing is copied into DATA_DIR.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const database = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    const stored = await database.db.select({ name: media.name }).from(media);
    await database.close();
    expect(stored.map((image) => image.name)).toContain('images/juniper-logo.svg');
  }, 180_000);
});

describe.skipIf(testDatabaseKind !== 'postgres')('npm run store with DATABASE_URL', () => {
  it('works while the server runs, whatever the embedded lock says', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const prefix = inject('postgresRunPrefix');
    const name = await createRunDatabase(base, prefix, 'cli', inject('postgresTemplate'));
    try {
      const dataDir = tempDir();
      fs.mkdirSync(path.join(dataDir, 'db'));
      fs.writeFileSync(path.join(dataDir, 'db', 'giftfront.lock'), String(process.ppid)); // the running server
      const url = databaseUrl(base, name);
      const imported = await npmRunStore(['import', 'stores/closed.json'], { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(imported.code).toBe(0);
      const io = captureOutput();
      await runStoreCli(['list'], testConfig({ DATA_DIR: dataDir, DATABASE_URL: url }), io);
      expect(io.stdout()).toMatch(/closed +Old Mill Bakery +Inactive +1/);
    } finally {
      await dropRunDatabase(base, prefix, name);
    }
  }, 180_000);
});
