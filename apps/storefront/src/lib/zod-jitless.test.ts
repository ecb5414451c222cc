// @vitest-environment node
import path from 'node:path';
import fs from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('the storefront parses without compiled parsers', () => {
  it("sets zod's jitless setting", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("is the entry's first import, so no schema is built before it", () => {
    const entry = fs.readFileSync(path.resolve(import.meta.dirname, '../main.tsx'), 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './lib/zod-jitless';");
  });
});
