import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from '@/lib/router';
import { ShopProviders } from './shop-providers';
import { PageDataProvider, readPageData, type PageData } from './page-data';
import { AppRoutes } from './routes';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';
import { StoreGate } from './store-gate';

/** Everything inside the router: the same tree in the browser and on the server (entry-server.tsx). */
export function AppContent() {
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      <StoreGate>
        <ShopProviders>
          <AppRoutes />
        </ShopProviders>
      </StoreGate>
    </>
  );
}

/** `pageData`: the page's data when the entry has read it already (main.tsx), else read here. */
export function App({ i18n, pageData: read }: { i18n: I18n; pageData?: PageData }) {
  const [pageData] = useState(() => read ?? readPageData());
  return (
    <I18nProvider i18n={i18n}>
      <PageDataProvider data={pageData}>
        <BrowserRouter>
          <AppContent />
        </BrowserRouter>
      </PageDataProvider>
    </I18nProvider>
  );
}
