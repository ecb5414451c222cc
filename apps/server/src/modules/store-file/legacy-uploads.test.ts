import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { tempDir } from '../../../test/store-files.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { silentLog } from '../jobs/job-log.ts';
import { importLegacyUploads } from './legacy-uploads.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A DATA_DIR as an older version left it: store images copied to uploads/<store>/. */
function legacyDataDir(files: Record<string, string | Buffer>): string {
  const dataDir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, 'uploads', name)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', name), content);
  }
  return dataDir;
}

describe('images of an older DATA_DIR/uploads', () => {
  it('move into media storage at start, sanitized, and are served as before; files of unknown stores stay', async () => {
    const { slug } = await createStore(t.db);
    const dataDir = legacyDataDir({
      [`${slug}/images/card.png`]: PNG,
      [`${slug}/logo.svg`]:
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      [`${slug}/notes.txt`]: 'not an image',
      'gone-store/card.png': PNG,
    });
    expect(await importLegacyUploads(t.db, dataDir, silentLog)).toBe(2);

    const card = await t.app.inject({ url: `/uploads/${slug}/images/card.png`, headers: hostOf(slug) });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload).toEqual(PNG);
    const logo = await t.app.inject({ url: `/uploads/${slug}/logo.svg`, headers: hostOf(slug) });
    expect(logo.body).toContain('<rect width="1" height="1"');
    expect(logo.body).not.toContain('onload');
    expect(fs.existsSync(path.join(dataDir, 'uploads', slug, 'images', 'card.png'))).toBe(true);
  });

  it('leave an image the store already has in storage as it is, so a second start adds nothing', async () => {
    const { slug } = await createStore(t.db);
    const dataDir = legacyDataDir({ [`${slug}/card.png`]: PNG });
    expect(await importLegacyUploads(t.db, dataDir, silentLog)).toBe(1);
    expect(await importLegacyUploads(t.db, dataDir, silentLog)).toBe(0);
  });

  it('is nothing to do without an uploads folder', async () => {
    expect(await importLegacyUploads(t.db, tempDir(), silentLog)).toBe(0);
  });
});
