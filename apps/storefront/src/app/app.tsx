import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from '@/lib/router';
import { ShopProviders } from './shop-providers';
import { PageDataProvider, readPageData } from './page-data';
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

export function App({ i18n }: { i18n: I18n }) {
  const [pageData] = useState(() => readPageData());
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
