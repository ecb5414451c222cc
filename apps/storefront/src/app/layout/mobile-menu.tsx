import { useState } from 'react';
import { NavLink } from '@/lib/router';
import { Menu } from 'lucide-react';
import clsx from 'clsx';
import { LazyDrawer, preloadDrawer } from '@/components/lazy-drawer';
import type { NavLink as Link } from './nav-links';
import { useLingui } from '@lingui/react/macro';

/** The header's links on small screens, in a drawer from the left. */
export function MobileMenu({ links }: { links: Link[] }) {
  const [open, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  return (
    <>
      <button
        type="button"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        data-testid="mobile-menu-button"
        className="-ms-2 flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <LazyDrawer open={open} onOpenChange={setOpen} side="left" title={t`Menu`} testId="mobile-menu">
        <nav aria-label={t`Main`}>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-xl px-4 py-3 text-base font-semibold',
                      isActive
                        ? 'bg-gray-100 text-primary-ink underline decoration-2 underline-offset-4'
                        : 'text-gray-900 hover:bg-gray-50',
                    )
                  }
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </LazyDrawer>
    </>
  );
}
