import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { roleAllows } from '@giftfront/domain/admin/staff-account';
import { requestHeadingFocus } from '@/lib/heading-focus';
import { useSession } from '@/lib/session';
import type { Section } from '../sections';
import { AccountPanel } from './account-panel';
import { MobileNav } from './mobile-nav';
import { NavList } from './nav-list';

/**
 * The signed-in frame: a skip link, the store and its sections in a sidebar (a menu on phones),
 * the person and sign out, and the page. The nav shows only the sections the person's role opens.
 */
export function AppShell({ sections }: { sections: Section[] }) {
  const session = useSession();
  const visible = sections.filter((section) => roleAllows(session.role, section.role));
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    requestHeadingFocus(pathname);
  }, [pathname]);

  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-accent-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Named: a page that frames the storefront (the product preview) has its banner too. */}
      <header
        aria-label="Dashboard"
        className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-zinc-200 bg-white px-4 lg:hidden"
      >
        <MobileNav sections={visible} storeName={session.store.name} />
        <p className="min-w-0 truncate text-[15px] font-semibold" data-testid="store-name-mobile">
          {session.store.name}
        </p>
      </header>
      <aside
        className="hidden w-64 shrink-0 flex-col border-r border-zinc-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh"
        aria-label="Dashboard"
      >
        <div className="border-b border-zinc-100 px-5 py-4">
          <p className="truncate text-[15px] font-semibold text-zinc-900" data-testid="store-name">
            {session.store.name}
          </p>
          <p className="text-xs text-zinc-600">Dashboard</p>
        </div>
        <NavList sections={visible} className="flex-1 overflow-y-auto p-3" />
        <AccountPanel className="border-t border-zinc-100 p-3" />
      </aside>
      {/* Named, so the product preview's frame (a storefront page with a <main> of its own, named
          only once its scripts run) never makes two unnamed main landmarks. */}
      <main
        id="main"
        tabIndex={-1}
        aria-label="Page content"
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
      >
        <div className="mx-auto max-w-5xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
