import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter, routesReadyAt } from '@/lib/router';
import { ShopProviders } from './shop-providers';
import { PageDataProvider, readPageData, type PageData } from './page-data';
import { AppRoutes, routesFor } from './routes';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';
import { StoreGate } from './store-gate';

// The router loads a page's code before it shows its address (decision 0260). The table with the
// balance page: where a store hides it, waiting for it costs only its chunk.
const allRoutes = routesFor({ hideCheckBalance: false });
const preparePage = (pathname: string) => routesReadyAt(allRoutes, pathname);

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
        <BrowserRouter prepare={preparePage}>
          <AppContent />
        </BrowserRouter>
      </PageDataProvider>
    </I18nProvider>
  );
}
