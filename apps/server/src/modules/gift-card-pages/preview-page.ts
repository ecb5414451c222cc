import { html, multiline } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import { cardVisual } from './card-visual.ts';
import { codeBlock } from './code-block.ts';
import { renderPage } from './page-shell.ts';

/** GET /GiftCard/Preview/{id}: the card as its recipient sees it (issue 5). */
export function renderPreviewPage(brand: StoreBrand, card: CardPresentation, links: { pdf: string; balance: string | null }): string {
  const heading = card.senderName ? `A gift from ${card.senderName}` : card.title;
  const body = html`
<div class="grid">
<section aria-label="Gift card">${cardVisual(brand, card)}</section>
<section class="panel" aria-labelledby="card-title">
${card.status !== 'Active' ? html`<p class="status">This gift card is ${card.status.toLowerCase()}</p>` : ''}
<h1 id="card-title">${heading}</h1>
<p class="lead">${card.recipientName ? `For ${card.recipientName} · ` : ''}${card.title} from ${brand.name}</p>
<p class="amount" aria-label="Amount ${card.amount}">${card.amount}</p>
<dl class="facts">
<dt>Current balance</dt><dd>${card.balance}</dd>
<dt>Expires</dt><dd>${card.expires ?? 'Never'}</dd>
</dl>
${codeBlock(card.code, 'Gift card code')}
${
  card.message
    ? html`<blockquote><p style="margin:0">${multiline(card.message)}</p>${card.senderName ? html`<footer>— ${card.senderName}</footer>` : ''}</blockquote>`
    : ''
}
<p class="note">Enter the code at checkout on ${brand.name} to pay with this card.</p>
<div class="actions">
<a class="button" href="/">Shop at ${brand.name}</a>
<a class="button secondary" href="${links.pdf}">Print or save as PDF</a>
${links.balance ? html`<a class="button secondary" href="${links.balance}">Check balance</a>` : ''}
</div>
</section>
</div>`;
  return renderPage(brand, { title: `${card.title} · ${brand.name}`, body });
}
