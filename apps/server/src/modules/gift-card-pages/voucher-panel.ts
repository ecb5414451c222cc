import { contactLink } from '../../lib/contact-link.ts';
import { html, type SafeHtml } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { VoucherPresentation } from './card-presentation.ts';

/**
 * What a voucher is for on its page (decision 0015): product and option, its state, what it
 * includes and how to book; never an amount or a balance.
 */
export function voucherPanel(
  brand: StoreBrand,
  voucher: VoucherPresentation,
  expires: string | null,
  bookingUrl: string | null,
): SafeHtml {
  const contact = contactLink(bookingUrl);
  return html`<p class="experience">${voucher.product}</p>
${voucher.option ? html`<p class="option">${voucher.option}</p>` : ''}
<dl class="facts">
<dt>Status</dt><dd>${voucher.status}</dd>
<dt>Expires</dt><dd>${expires ?? 'Never'}</dd>
</dl>
${
  voucher.included.length > 0
    ? html`<h2 class="section">What's included</h2><ul class="included">${voucher.included.map((line) => html`<li>${line}</li>`)}</ul>`
    : ''
}
<h2 class="section">How to book</h2>
<p class="booking">Contact ${brand.name}${contact ? html` at <a href="${contact.href}" rel="noreferrer">${contact.text}</a>` : ''} to book, and give your voucher code. The voucher is used in full, once.</p>`;
}
