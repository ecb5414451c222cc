import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The storefront frame: header, the page (its code loads lazily), footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {/* A screen tall while a page's code loads, so the footer starts below the fold and does not jump. */}
        <Suspense fallback={<Spinner className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
