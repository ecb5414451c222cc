import { html, safeUrl, type SafeHtml } from '../../lib/html.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { VoucherPresentation } from './card-presentation.ts';

/** How to book, in one sentence: with the store (at its support page when it has one), giving the code. */
export function bookingText(brand: StoreBrand, bookingUrl: string | null): string {
  return `Contact ${brand.name}${bookingUrl ? ` at ${bookingUrl}` : ''} to book, and give your voucher code. The voucher is used in full, once.`;
}

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
  const link = safeUrl(bookingUrl);
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
<p class="booking">Contact ${brand.name}${link ? html` at <a href="${link}" rel="noreferrer">${bookingUrl}</a>` : ''} to book, and give your voucher code. The voucher is used in full, once.</p>`;
}
