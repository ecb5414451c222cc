import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@/lib/query';
import { BrowserRouter } from '@/lib/router';
import { ShopProviders } from './shop-providers';
import { createQueryClient } from './query-client';
import { seedPageData } from './initial-data';
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
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPageData(client);
    return client;
  });
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppContent />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}
