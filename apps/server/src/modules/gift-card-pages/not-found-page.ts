import { html } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import { renderPage } from './page-shell.ts';

/** One answer for an unknown id, a malformed id and another store's card; in the store's default language. */
export function renderCardNotFoundPage(brand: StoreBrand, loc: Localizer): string {
  const { i18n } = loc;
  const heading = i18n._({ id: 'page.not-found', message: 'Gift card not found' });
  return renderPage(
    brand,
    {
      title: `${heading} · ${brand.name}`,
      body: html`<section class="panel"><h1>${heading}</h1><p class="lead">${i18n._({
        id: 'page.not-found.lead',
        message: 'Check the link in your email, or ask the sender for a new one.',
      })}</p><div class="actions"><a class="button" href="/">${i18n._({
        id: 'page.go-to-store',
        message: 'Go to {store}',
        values: { store: brand.name },
      })}</a></div></section>`,
    },
    loc,
  );
}
