import { Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { SkipLink } from '@/components/skip-link';
import { Spinner } from '@/components/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The storefront frame: header, the page (its code loads lazily), footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A screen tall while a page's code loads, so the footer starts below the fold and does not jump. */}
        <Suspense fallback={<Spinner className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
