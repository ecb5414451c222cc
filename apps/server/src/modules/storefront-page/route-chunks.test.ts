import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchStorefrontPath, storefrontRoutePatterns } from '@giftfront/domain/storefront-paths';
import { catalogModules, pageModules } from './route-chunks.ts';

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

  it('names catalogs that exist: the shell for the listings, the pages catalog too for every other page', () => {
    const listing = matchStorefrontPath('/', { hideCheckBalance: false });
    const product = matchStorefrontPath('/gift-card/some-slug', { hideCheckBalance: false });
    expect(catalogModules(listing, 'fr')).toEqual(['src/locales/fr/shell-messages.ts']);
    expect(catalogModules(null, 'fr')).toEqual(['src/locales/fr/shell-messages.ts']);
    expect(catalogModules(product, 'fr')).toEqual([
      'src/locales/fr/shell-messages.ts',
      'src/locales/fr/page-messages.ts',
    ]);
    for (const module of catalogModules(product, 'fr'))
      expect(fs.existsSync(path.join(storefront, module)), module).toBe(true);
  });
});
