import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n, documentLanguage } from './lib/i18n/catalogs';
import { setPageLanguage } from './lib/i18n/page-locale';
import './index.css';

// The page's language catalog first: the server-rendered markup is in that language (decision 0095).
const i18n = await createI18n(documentLanguage());
setPageLanguage(i18n.locale);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>
);
// The server renders home, the listings and the product pages (entry-server.tsx); the rest start empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
