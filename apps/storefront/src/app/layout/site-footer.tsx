import { PLATFORM, storeLinks } from '@/lib/platform-links';
import { useStoreSettings } from '@/entities/store/store-settings';
import { Trans, useLingui } from '@lingui/react/macro';

/** The name as a sentence: a full stop added unless it already ends in one ('Juniper & Co.'). */
const sentence = (name: string) => (/[.!?]$/.test(name.trim()) ? name.trim() : `${name.trim()}.`);

/** product §1 Footer: powered-by link, copyright line, privacy and terms links; and the store's support page (issue 14). */
export function SiteFooter() {
  const { company } = useStoreSettings();
  const links = storeLinks(company);
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const name = sentence(company.name);
  const linkClass = 'rounded text-gray-600 hover:text-gray-900';
  return (
    <footer data-testid="site-footer" className="mt-auto border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p className="text-gray-600" data-testid="copyright">
          <Trans>
            © {year} {name} All rights reserved.
          </Trans>
        </p>
        <nav aria-label={t`Legal`} className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <a href={links.privacy} className={linkClass} data-testid="privacy-link">
            <Trans>Privacy Policy</Trans>
          </a>
          <a href={links.terms} className={linkClass} data-testid="terms-link">
            <Trans>Terms of Service</Trans>
          </a>
          <a href={links.support} className={linkClass} data-testid="footer-support-link">
            <Trans>Contact support</Trans>
          </a>
          <a
            href={PLATFORM.url}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            data-testid="powered-by"
          >
            <Trans>
              Powered by <span className="font-semibold text-gray-900">{PLATFORM.name}</span>
            </Trans>
          </a>
        </nav>
      </div>
    </footer>
  );
}
