import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every machine that builds, tests or runs Giftfront has Node 20 (the root `engines` and .nvmrc say
 * which). A package that declares it needs a newer Node may work today and break on its next patch,
 * so none may be installed: pin an older version or override it in the root package.json.
 */
const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const oldestNode = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

describe('the installed packages run on Node 20', () => {
  it('takes the oldest Node from .nvmrc', () => {
    expect(semver.valid(semver.coerce(oldestNode))).toMatch(/^20\./);
  });

  it('installs no package that declares it needs a newer Node', () => {
    const node = semver.coerce(oldestNode)!.version;
    const tooNew = Object.entries(lock.packages)
      .filter(([location]) => location !== '')
      .flatMap(([location, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(node, range) ? [`${location}@${entry.version} needs Node ${range}`] : [];
      });
    expect(tooNew).toEqual([]);
  });
});
