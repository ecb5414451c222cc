import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureOutput, tempDir } from '../../test/store-files.ts';
import { testConfig } from '../config.ts';
import { runStoreCli, STORE_CLI_USAGE } from './store-cli.ts';

/** A lock file as the running server leaves it: the pid of another live process. */
function holdEmbeddedDatabase(dataDir: string): string {
  const lockFile = path.join(dataDir, 'db', 'giftfront.lock');
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  fs.writeFileSync(lockFile, String(process.ppid));
  return lockFile;
}

describe('npm run store', () => {
  it('refuses, saying to stop the server, while another process holds the embedded database', async () => {
    const dataDir = tempDir();
    const lockFile = holdEmbeddedDatabase(dataDir);
    const io = captureOutput();
    expect(await runStoreCli(['list'], testConfig({ DATA_DIR: dataDir }), io)).toBe(1);
    expect(io.stderr()).toContain(`is in use by process ${process.ppid} (probably the server). Stop it first`);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
    expect(fs.readdirSync(path.dirname(lockFile))).toEqual(['giftfront.lock']);
  });

  it('prints its usage when asked', async () => {
    const io = captureOutput();
    expect(await runStoreCli(['--help'], testConfig({ DATA_DIR: tempDir() }), io)).toBe(0);
    expect(io.stdout()).toBe(STORE_CLI_USAGE);
  });

  it('refuses an unknown command or missing arguments with the usage', async () => {
    for (const argv of [['remove', 'demo'], ['import'], ['export', 'a', 'b']]) {
      const io = captureOutput();
      expect(await runStoreCli(argv, testConfig({ DATA_DIR: tempDir() }), io)).toBe(1);
      expect(io.stderr()).toContain(STORE_CLI_USAGE);
    }
  });
});
