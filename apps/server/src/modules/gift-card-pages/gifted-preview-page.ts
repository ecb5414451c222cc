import { html, multiline, safeUrl } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import { renderPage } from './page-shell.ts';

/** GET /GiftCard/GiftedPreview/{id}: the wrapped gift, before it is opened: design, message, sender. */
export function renderGiftedPreviewPage(brand: StoreBrand, card: CardPresentation, openHref: string): string {
  const from = card.senderName ?? 'Someone';
  const src = safeUrl(card.image?.src);
  const body = html`
<div class="grid">
<section aria-label="Gift design">${
    card.image && src
      ? html`<div class="visual"><img src="${src}" alt="${card.image.alt}"></div>`
      : html`<div class="visual" role="img" aria-label="A wrapped gift from ${brand.name}"><div class="drawn" aria-hidden="true"><span class="store">${brand.name}</span><span class="value">🎁</span><span>${card.title}</span></div></div>`
  }</section>
<section class="panel" aria-labelledby="gift-title">
<h1 id="gift-title">${from} sent you a gift</h1>
<p class="lead">${card.recipientName ? `${card.recipientName}, there` : 'There'} is a ${card.title} from ${brand.name} waiting for you.</p>
${card.message ? html`<blockquote><p style="margin:0">${multiline(card.message)}</p><footer>— ${from}</footer></blockquote>` : ''}
<div class="actions"><a class="button" href="${openHref}">Open your gift</a></div>
</section>
</div>`;
  return renderPage(brand, { title: `A gift from ${from} · ${brand.name}`, body });
}
