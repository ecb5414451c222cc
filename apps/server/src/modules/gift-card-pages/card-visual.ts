import { html, safeUrl, type SafeHtml } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';

/** The card's face: its design image, or a card drawn in the store's colour when there is none. */
export function cardVisual(brand: StoreBrand, card: CardPresentation): SafeHtml {
  const src = safeUrl(card.image?.src);
  if (card.image && src) return html`<div class="visual"><img src="${src}" alt="${card.image.alt}"></div>`;
  return html`<div class="visual" role="img" aria-label="${card.title} from ${brand.name}, ${card.faceValue}">
<div class="drawn" aria-hidden="true"><span class="store">${brand.name}</span><span class="value">${card.faceValue}</span><span>${card.title}</span></div>
</div>`;
}
