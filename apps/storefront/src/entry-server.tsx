import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from '@/lib/router';
import { AppContent } from '@/app/app';
import { PageDataProvider, pageDataFrom, type RawPageData } from '@/app/page-data';
import { HtmlSanitizerProvider } from '@/components/html-content';
import { themeColors, themeVariables } from '@/entities/store/theme-colors';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@/lib/i18n/catalogs';
import { setPageLanguage } from '@/lib/i18n/page-locale';

export interface RenderedPage {
  /** The markup inside #root, which main.tsx hydrates. */
  markup: string;
  /** The store's colour as the style of <html> (what useStoreTheme sets in the browser), so the first paint has it. */
  rootStyle: string;
}

/**
 * A storefront page as HTML, for the server to send before the script has loaded (docs/decisions/0030):
 * the browser's tree under a StaticRouter, reading the same inline data the page
 * carries, and every lazy page awaited so the markup is complete.
 */
let previous: Promise<unknown> = Promise.resolve();

/**
 * One page at a time: what formats outside React (money, dates) reads the page's language from
 * a module (lib/i18n/page-locale.ts), which two pages in different languages would share.
 */
export function renderPage(
  url: string,
  data: RawPageData,
  sanitizeHtml: (html: string) => string,
  language = 'en',
): Promise<RenderedPage> {
  const page = previous.then(() => renderOnePage(url, data, sanitizeHtml, language));
  previous = page.catch(() => undefined);
  return page;
}

async function renderOnePage(
  url: string,
  data: RawPageData,
  sanitizeHtml: (html: string) => string,
  language: string,
): Promise<RenderedPage> {
  // An instance per page: pages in different languages render at the same time.
  const i18n = await createI18n(language);
  setPageLanguage(i18n.locale);
  const pageData = pageDataFrom(data);
  const markup = await renderToStringAsync(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PageDataProvider data={pageData}>
          <StaticRouter location={url}>
            <HtmlSanitizerProvider sanitize={sanitizeHtml}>
              <AppContent />
            </HtmlSanitizerProvider>
          </StaticRouter>
        </PageDataProvider>
      </I18nProvider>
    </StrictMode>,
  );
  const { settings } = pageData;
  const rootStyle = settings
    ? Object.entries(themeVariables(themeColors(settings.branding.primaryColor)))
        .map(([name, value]) => `${name}: ${value}`)
        .join('; ')
    : '';
  return { markup, rootStyle };
}
