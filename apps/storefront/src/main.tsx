// First: schemas built after it parse without compiled parsers (zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData } from './app/page-data';
import { routesFor } from './app/routes';
import { routesReadyAt } from './lib/router';
import { createI18n, documentLanguage } from './lib/i18n/catalogs';
import { setPageLanguage } from './lib/i18n/page-locale';
import { pageNeedsPageMessages, matchStorefrontPath } from '@giftfront/domain/storefront-paths';
import { loadPagesCatalog, startWithShellCatalog } from './lib/i18n/with-page-messages';
import './index.css';

// In a function, not at the module's top level: a page's chunk imports the shell, and a top-level
// wait on it would wait on this module's own evaluation, which never ends.
async function start() {
  // The page's language catalog first: the server-rendered markup is in that language (decision 0095).
  // Only its shell part: a page chunk brings the rest with it (decision 0200).
  const i18n = await createI18n(documentLanguage(), 'shell');
  // The page's data is read here, in the task the catalog's arrival runs, rather than inside the first
  // render: reading its money starts the browser's number formatting (ICU), about 0.1 s on a phone
  // the first time, which made the checkout's first render one long task (bench/results.md).
  const pageData = readPageData();
  setPageLanguage(i18n.locale);
  startWithShellCatalog(i18n);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App i18n={i18n} pageData={pageData} />
    </StrictMode>
  );
  // The server renders home, the listings and the product pages (entry-server.tsx); the rest start empty.
  // Markup without the data it was rendered from cannot be taken over: Preact would reuse its elements
  // for whatever the app renders instead (decision 0260), keeping their attributes. It is replaced.
  if (!root.hasChildNodes() || !pageData.settings) {
    root.replaceChildren();
    return createRoot(root).render(app);
  }
  // The page's code and its catalog before hydration (the server preloaded both beside the shell):
  // Preact then takes the whole page in one pass, every control working at once, where a part still
  // loading would ignore a tap (decision 0260). A catalog loaded during hydration would also re-render
  // the root and replace the server's markup, dropping the amount a shopper tapped before the scripts ran.
  const hideCheckBalance = pageData.settings?.hideCheckBalance ?? false;
  await Promise.all([
    pageNeedsPageMessages(matchStorefrontPath(location.pathname, { hideCheckBalance })) && loadPagesCatalog(),
    routesReadyAt(routesFor({ hideCheckBalance }), location.pathname),
  ]);
  hydrateRoot(root, app);
}

void start();
