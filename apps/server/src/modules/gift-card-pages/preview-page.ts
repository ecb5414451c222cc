import { THANK_YOU_MAX_LENGTH } from '@giftfront/domain/thank-you';
import { html, multiline, type SafeHtml } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import { cardVisual } from './card-visual.ts';
import { codeBlock } from './code-block.ts';
import { renderPage } from './page-shell.ts';
import { voucherPanel } from './voucher-panel.ts';

export interface PreviewLinks {
  pdf: string;
  balance: string | null;
  /** The store's support page, where a voucher is booked. */
  booking: string | null;
}

/** What the page draws beside the facts: the code's QR code (code-qr.ts), as SVG. */
export interface PreviewExtras {
  qrSvg: string | null;
  /** 'Say thank you' (issue 30): shown on a gift with a buyer to thank; null on cards without one. */
  thankYou?: { action: string; state: ThankYouState } | null;
}

export type ThankYouState =
  { state: 'form'; message?: string; error?: string | null } | { state: 'sent'; justNow: boolean };

/** A form that works without scripts: it posts to the page's own thank-you address. */
function thankYouPanel(action: string, buyerName: string | null, thankYou: ThankYouState): SafeHtml {
  const to = buyerName ? ` to ${buyerName}` : '';
  if (thankYou.state === 'sent')
    return html`<section class="thanks" id="thank-you" aria-labelledby="thank-you-title"><h2 id="thank-you-title">Say thank you</h2>
<p role="status">${thankYou.justNow ? `Your thank-you is on its way${to}.` : `You already said thank you${to}.`}</p></section>`;
  const error = thankYou.error ?? null;
  return html`<section class="thanks" id="thank-you" aria-labelledby="thank-you-title"><h2 id="thank-you-title">Say thank you</h2>
<form method="post" action="${action}#thank-you">
<label for="thank-you-message">A message${to}</label>
<textarea id="thank-you-message" name="message" maxlength="${THANK_YOU_MAX_LENGTH}" required aria-describedby="thank-you-hint${error ? ' thank-you-error' : ''}"${error ? html` aria-invalid="true"` : ''}>${thankYou.message ?? ''}</textarea>
<p class="note" id="thank-you-hint">Up to ${THANK_YOU_MAX_LENGTH} characters. We email it${to}; your email address is not shared.</p>
${error ? html`<p class="error" id="thank-you-error" role="alert">${error}</p>` : ''}
<button type="submit" class="button">Send thank-you</button>
</form></section>`;
}

/** A money card's amount, balance and expiry. */
function moneyPanel(card: CardPresentation): SafeHtml {
  return html`<p class="amount" aria-label="Amount ${card.amount}">${card.amount}</p>
<dl class="facts">
<dt>Current balance</dt><dd>${card.balance}</dd>
<dt>Expires</dt><dd>${card.expires ?? 'Never'}</dd>
</dl>`;
}

function statusNote(card: CardPresentation): SafeHtml | string {
  if (card.voucher) return card.voucher.notice ? html`<p class="status">${card.voucher.notice}</p>` : '';
  return card.status !== 'Active' ? html`<p class="status">This gift card is ${card.status.toLowerCase()}</p>` : '';
}

/** A printed card's way to its holder: shipped with carrier and tracking, or awaiting shipment or collection. */
function fulfilmentPanel(card: CardPresentation): SafeHtml | string {
  const f = card.fulfilment;
  if (!f) return '';
  const shipment = [f.carrier, f.trackingNumber ? `tracking ${f.trackingNumber}` : null].filter(Boolean).join(', ');
  return html`<dl class="facts" aria-label="Fulfilment">
<dt>${f.status === 'awaiting-collection' || f.status === 'collected' ? 'Collection' : 'Delivery by post'}</dt><dd>${f.label}${shipment ? ` (${shipment})` : ''}</dd>
</dl>`;
}

/** GET /GiftCard/Preview/{id}: the card as its recipient sees it; a voucher shows what it is for (decision 0015). */
export function renderPreviewPage(
  brand: StoreBrand,
  card: CardPresentation,
  links: PreviewLinks,
  extras: PreviewExtras = { qrSvg: null },
): string {
  const heading = card.senderName ? `A gift from ${card.senderName}` : card.title;
  const what = card.voucher ? 'Voucher' : 'Gift card';
  const body = html`
<div class="grid">
<section aria-label="${what}">${cardVisual(brand, card)}</section>
<section class="panel" aria-labelledby="card-title">
${statusNote(card)}
<h1 id="card-title">${heading}</h1>
<p class="lead">${card.recipientName ? `For ${card.recipientName} · ` : ''}${card.voucher ? 'A voucher' : card.title} from ${brand.name}</p>
${card.voucher ? voucherPanel(brand, card.voucher, card.expires, links.booking) : moneyPanel(card)}
${fulfilmentPanel(card)}
${codeBlock(card.code, `${what} code`, extras.qrSvg)}
${
  card.message
    ? html`<blockquote><p style="margin:0">${multiline(card.message)}</p>${card.senderName ? html`<footer>— ${card.senderName}</footer>` : ''}</blockquote>`
    : ''
}
<p class="note">${card.voucher ? `Show this voucher, on screen or printed, to use it at ${brand.name}.` : `Enter the code at checkout on ${brand.name} to pay with this card.`}</p>
<div class="actions">
<a class="button" href="/">Shop at ${brand.name}</a>
<a class="button secondary" href="${links.pdf}">Print or save as PDF</a>
${links.balance ? html`<a class="button secondary" href="${links.balance}">${card.voucher ? 'Check voucher' : 'Check balance'}</a>` : ''}
</div>
${extras.thankYou ? thankYouPanel(extras.thankYou.action, card.senderName, extras.thankYou.state) : ''}
</section>
</div>`;
  return renderPage(brand, { title: `${card.title} · ${brand.name}`, body });
}
