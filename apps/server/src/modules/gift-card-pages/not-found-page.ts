import { html } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import { renderPage } from './page-shell.ts';

/** One answer for an unknown id, a malformed id and another store's card. */
export function renderCardNotFoundPage(brand: StoreBrand): string {
  return renderPage(brand, {
    title: `Gift card not found · ${brand.name}`,
    body: html`<section class="panel"><h1>Gift card not found</h1><p class="lead">Check the link in your email, or ask the sender for a new one.</p><div class="actions"><a class="button" href="/">Go to ${brand.name}</a></div></section>`,
  });
}
