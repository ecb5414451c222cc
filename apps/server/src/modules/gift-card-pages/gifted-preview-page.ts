import { html, multiline, safeUrl } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import { renderPage } from './page-shell.ts';

/** GET /GiftCard/GiftedPreview/{id}: the wrapped gift, before it is opened: design, message, sender. */
export function renderGiftedPreviewPage(
  brand: StoreBrand,
  card: CardPresentation,
  openHref: string,
  loc: Localizer,
): string {
  const { i18n } = loc;
  const from = card.senderName ?? i18n._({ id: 'gift.someone', message: 'Someone' });
  const src = safeUrl(card.image?.src);
  const values = { name: card.recipientName ?? '', title: card.title, store: brand.name };
  const lead = card.recipientName
    ? i18n._({ id: 'wrapped.lead.named', message: '{name}, a {title} from {store} is waiting for you.', values })
    : i18n._({ id: 'wrapped.lead', message: 'A {title} from {store} is waiting for you.', values });
  const body = html`
<div class="grid">
<section aria-label="${i18n._({ id: 'wrapped.design', message: 'Gift design' })}">${
    card.image && src
      ? html`<div class="visual"><img src="${src}" alt="${card.image.alt}"></div>`
      : html`<div class="visual" role="img" aria-label="${i18n._({ id: 'wrapped.drawn', message: 'A wrapped gift from {store}', values: { store: brand.name } })}"><div class="drawn" aria-hidden="true"><span class="store">${brand.name}</span><span class="value">🎁</span><span>${card.title}</span></div></div>`
  }</section>
<section class="panel" aria-labelledby="gift-title">
<h1 id="gift-title">${i18n._({ id: 'wrapped.heading', message: '{sender} sent you a gift', values: { sender: from } })}</h1>
<p class="lead">${lead}</p>
${card.message ? html`<blockquote><p style="margin:0">${multiline(card.message)}</p><footer>— ${from}</footer></blockquote>` : ''}
<div class="actions"><a class="button" href="${openHref}">${i18n._({ id: 'wrapped.open', message: 'Open your gift' })}</a></div>
</section>
</div>`;
  const title = i18n._({ id: 'wrapped.title', message: 'A gift from {sender}', values: { sender: from } });
  return renderPage(brand, { title: `${title} · ${brand.name}`, body }, loc);
}
