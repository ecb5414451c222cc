import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData } from './app/page-data';
import { createI18n, documentLanguage } from './lib/i18n/catalogs';
import { setPageLanguage } from './lib/i18n/page-locale';
import { pageNeedsPageMessages, matchStorefrontPath } from '@giftfront/domain/storefront-paths';
import { loadPagesCatalog, startWithShellCatalog } from './lib/i18n/with-page-messages';
import './index.css';

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
if (root.hasChildNodes()) {
  // A product page's catalog comes before hydration (the server preloaded it beside the page's chunk,
  // which hydration waits for anyway): loaded during hydration, it would re-render the root, and React
  // would replace the server's markup, dropping the amount a shopper tapped before the scripts ran.
  if (pageNeedsPageMessages(matchStorefrontPath(location.pathname, { hideCheckBalance: false })))
    await loadPagesCatalog();
  hydrateRoot(root, app);
} else createRoot(root).render(app);
