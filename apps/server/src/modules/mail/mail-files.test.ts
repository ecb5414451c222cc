import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { childEnv } from '../../../test/child-env.ts';
import { createStore } from '../../../test/factories.ts';
import { storeIdOf } from '../../../test/delivery-factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { listMailFiles, readMailFile } from './mail-files.ts';
import { outboxTransport } from './transport.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../../..');
let database: DatabaseHandle;
let dataDir: string;
const stores: { slug: string; id: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-mail-files-'));
  for (const name of ['Acme', 'Bolt']) {
    const { slug } = await createStore(database.db, { company: { name } });
    stores.push({ slug, id: await storeIdOf(database.db, slug) });
  }
  const transport = outboxTransport(database.db, testConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }));
  for (const [i, store] of stores.entries())
    await transport.send(
      {
        to: `buyer-${i}@example.com`,
        fromName: store.slug,
        subject: `Your gift ${i}`,
        html: '<p>Code ABCD</p>',
        text: 'Code ABCD',
      },
      { storeId: store.id },
    );
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('mail in development (no SMTP_URL)', () => {
  it("is written as a file in its store's own folder under DATA_DIR/mail", async () => {
    for (const [i, store] of stores.entries()) {
      const names = fs.readdirSync(path.join(dataDir, 'mail', store.slug));
      expect(names).toHaveLength(1);
      const eml = (await readMailFile(dataDir, `${store.slug}/${names[0]}`))!;
      expect(eml).toMatch(new RegExp(`^Subject: Your gift ${i}$`, 'm'));
      expect(eml).toMatch(new RegExp(`^To: buyer-${i}@example.com$`, 'm'));
      expect(eml).toContain('Code ABCD');
    }
    expect((await listMailFiles(dataDir, 10)).map((file) => file.subject).sort()).toEqual([
      'Your gift 0',
      'Your gift 1',
    ]);
    expect(await readMailFile(dataDir, '../db/giftfront.lock')).toBeNull();
  });

  it('is listed and shown by npm run mail while a server holds the embedded database', async () => {
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    // This test's own process is the live holder of the lock, as the server would be.
    fs.writeFileSync(path.join(dataDir, 'db', 'giftfront.lock'), String(process.pid));
    const env = childEnv({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' });
    const mail = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/mail.ts', ...args], { cwd: serverRoot, env });
    const list = await mail('list');
    expect(list.stdout).toContain('mail files');
    expect(list.stdout).toContain('Your gift 0');
    expect(list.stdout).toContain('buyer-1@example.com');
    const id = /\((\S+\.eml)\)/.exec(list.stdout)![1]!;
    expect((await mail('show', id)).stdout).toContain('Code ABCD');
  }, 60_000);
});
