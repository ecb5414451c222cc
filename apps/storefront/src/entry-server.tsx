import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@/lib/router';
import { AppContent } from '@/app/app';
import { seedQueryData, type PageData } from '@/app/initial-data';
import { createQueryClient } from '@/app/query-client';
import { STORE_SETTINGS_QUERY_KEY } from '@/app/use-store-settings-query';
import { HtmlSanitizerProvider } from '@/components/html-content';
import { QueryClientProvider } from '@/lib/query';
import type { PublicStoreSettings } from '@giftfront/domain/branding';
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
 * the browser's tree under a StaticRouter, its query cache filled from the same inline data the
 * page carries, and every lazy page awaited so the markup is complete.
 */
let previous: Promise<unknown> = Promise.resolve();

/**
 * One page at a time: what formats outside React (money, dates) reads the page's language from
 * a module (lib/i18n/page-locale.ts), which two pages in different languages would share.
 */
export function renderPage(
  url: string,
  data: PageData,
  sanitizeHtml: (html: string) => string,
  language = 'en',
): Promise<RenderedPage> {
  const page = previous.then(() => renderOnePage(url, data, sanitizeHtml, language));
  previous = page.catch(() => undefined);
  return page;
}

async function renderOnePage(
  url: string,
  data: PageData,
  sanitizeHtml: (html: string) => string,
  language: string,
): Promise<RenderedPage> {
  // An instance per page: pages in different languages render at the same time.
  const i18n = await createI18n(language);
  setPageLanguage(i18n.locale);
  const queryClient = createQueryClient();
  seedQueryData(queryClient, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <HtmlSanitizerProvider sanitize={sanitizeHtml}>
              <AppContent />
            </HtmlSanitizerProvider>
          </StaticRouter>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
    // Never outlined behind a fallback: that would need an inline script to swap it in, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let markup = '';
  for await (const chunk of prelude)
    markup += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  const settings = queryClient.getQueryData<PublicStoreSettings>(STORE_SETTINGS_QUERY_KEY);
  const rootStyle = settings
    ? Object.entries(themeVariables(themeColors(settings.branding.primaryColor)))
        .map(([name, value]) => `${name}: ${value}`)
        .join('; ')
    : '';
  return { markup, rootStyle };
}
