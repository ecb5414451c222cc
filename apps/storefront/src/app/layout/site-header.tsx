import { NavLink } from '@/lib/router';
import clsx from 'clsx';
import { useEmbedMode, withEmbed } from '@/lib/embed-mode';
import { useStoreSettings } from '@/entities/store/store-settings';
import { StoreBrand } from '../store-states/store-brand';
import { CartButton } from './cart-button';
import { MobileMenu } from './mobile-menu';
import { navLinks } from './nav-links';
import { LanguageSwitch } from './language-switch';
import { useLingui } from '@lingui/react/macro';

/** product §2 Header: logo or name, links (hidden under embed), cart button, mobile menu. */
export function SiteHeader() {
  const settings = useStoreSettings();
  const embedded = useEmbedMode();
  const { t, i18n } = useLingui();
  const links = embedded ? [] : navLinks(settings);
  return (
    <header
      data-testid="site-header"
      data-sticky-header
      className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        {links.length > 0 && <MobileMenu links={links} />}
        <StoreBrand company={settings.company} to={withEmbed('/', embedded)} />
        {links.length > 0 && (
          <nav aria-label={t`Main`} data-testid="main-nav" className="ms-6 hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                data-testid={link.testId}
                className={({ isActive }) =>
                  clsx(
                    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                    isActive
                      ? 'text-primary-ink underline decoration-2 underline-offset-8'
                      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  )
                }
              >
                {i18n._(link.label)}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ms-auto flex items-center gap-1">
          {!embedded && <LanguageSwitch />}
          <CartButton />
        </div>
      </div>
    </header>
  );
}
