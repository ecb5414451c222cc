import { html, safeUrl, type SafeHtml } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';

/** The card's face: its design image, or a card drawn in the store's colour when there is none. */
export function cardVisual(brand: StoreBrand, card: CardPresentation, loc: Localizer): SafeHtml {
  const src = safeUrl(card.image?.src);
  if (card.image && src) return html`<div class="visual"><img src="${src}" alt="${card.image.alt}"></div>`;
  return html`<div class="visual" role="img" aria-label="${loc.i18n._({ id: 'card.visual', message: '{title} from {store}, {value}', values: { title: card.title, store: brand.name, value: card.faceValue } })}">
<div class="drawn" aria-hidden="true"><span class="store">${brand.name}</span><span class="value">${card.faceValue}</span><span>${card.title}</span></div>
</div>`;
}
