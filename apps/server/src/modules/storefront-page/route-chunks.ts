import fs from 'node:fs';
import path from 'node:path';
import { pageNeedsPageMessages, type StorefrontPage } from '@giftfront/domain/storefront-paths';

/**
 * The storefront's lazily loaded page modules (apps/storefront/src/app/routes.tsx) for each page
 * of a first load, as the build's manifest names them. Their chunks are preloaded with the page,
 * so the browser fetches them beside the main script instead of after it has run.
 */
export function pageModules(page: StorefrontPage | null): string[] {
  if (!page) return [];
  if (page.kind === 'listing')
    return [
      page.path === '/vouchers' ? 'src/features/catalog/vouchers-page.tsx' : 'src/features/catalog/home-page.tsx',
    ];
  if (page.kind === 'product') {
    if (page.preview) return ['src/features/product/preview-gift-card-page.tsx'];
    return [
      page.type === 'Voucher' ? 'src/features/product/voucher-page.tsx' : 'src/features/product/gift-card-page.tsx',
    ];
  }
  const modules: Record<string, string[]> = {
    '/cart': ['src/features/cart/cart-page.tsx'],
    // With the shapes its first effects load (the payment intent's answer, the bonus rules): found
    // preloaded, Vite's import helper adds no <link> of its own in the middle of those effects.
    '/checkout': [
      'src/app/layout/checkout-layout.tsx',
      'src/features/checkout/checkout-page.tsx',
      '../../packages/domain/src/order.ts',
      '../../packages/domain/src/admin/bonus-rules.ts',
    ],
    '/confirmation': ['src/app/layout/checkout-layout.tsx', 'src/features/confirmation/confirmation-page.tsx'],
    '/order-confirmation': ['src/app/layout/checkout-layout.tsx', 'src/features/confirmation/confirmation-page.tsx'],
    '/gift-card-balance': ['src/app/balance-route.tsx'],
    '/manage-gift': ['src/features/manage-gift/manage-gift-page.tsx'],
    '/send-to-many': ['src/features/bulk-order/send-to-many-page.tsx'],
    '/_preview/product': ['src/features/product/product-draft-preview-page.tsx'],
  };
  return modules[page.path] ?? [];
}

/**
 * The storefront's compiled catalogs a first load needs in `language` (decision 0200): the shell
 * catalog always; the page-messages catalog for every page but the listings, whose texts are all in the
 * shell (the browser loads it with the page's chunk before rendering, so it is preloaded beside it).
 */
export function catalogModules(page: StorefrontPage | null, language: string): string[] {
  const shell = `src/locales/${language}/shell-messages.ts`;
  if (!pageNeedsPageMessages(page)) return [shell];
  return [shell, `src/locales/${language}/page-messages.ts`];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (vite build.manifest), or null for a build without one. */
export function readManifest(staticDir: string): Manifest | null {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The chunk files of these modules and everything they import statically, as URLs. */
export function chunkUrls(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const urls: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    urls.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return urls;
}
