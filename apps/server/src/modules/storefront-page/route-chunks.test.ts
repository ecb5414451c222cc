import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchStorefrontPath, storefrontRoutePatterns } from '@giftfront/domain/storefront-paths';
import { pageModules } from './route-chunks.ts';

const storefront = path.resolve(import.meta.dirname, '../../../../storefront');

describe("the storefront's page modules", () => {
  it('names a module that exists for every route of the table', () => {
    for (const pattern of storefrontRoutePatterns) {
      const modules = pageModules(
        matchStorefrontPath(pattern.replace(':slug?', 'some-slug'), { hideCheckBalance: false }),
      );
      expect(modules.length, pattern).toBeGreaterThan(0);
      for (const module of modules) expect(fs.existsSync(path.join(storefront, module)), module).toBe(true);
    }
  });
});
