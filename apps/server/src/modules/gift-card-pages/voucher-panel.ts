import { bookingSentence, contactLink } from '../../lib/contact-link.ts';
import { html, type SafeHtml } from '../../lib/html.ts';
import { markupSlot, withMarkup, type Localizer } from '../../lib/i18n/server-i18n.ts';
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
  loc: Localizer,
): SafeHtml {
  const { i18n } = loc;
  const contact = contactLink(bookingUrl);
  const booking = contact
    ? withMarkup(bookingSentence(loc, brand.name, { text: markupSlot('contact') }), {
        contact: html`<a href="${contact.href}" rel="noreferrer">${contact.text}</a>`,
      })
    : bookingSentence(loc, brand.name, null);
  return html`<p class="experience">${voucher.product}</p>
${voucher.option ? html`<p class="option">${voucher.option}</p>` : ''}
<dl class="facts">
<dt>${i18n._({ id: 'card.status', message: 'Status' })}</dt><dd>${voucher.status}</dd>
<dt>${i18n._({ id: 'card.expires', message: 'Expires' })}</dt><dd>${expires ?? i18n._({ id: 'card.expires.never', message: 'Never' })}</dd>
</dl>
${
  voucher.included.length > 0
    ? html`<h2 class="section">${i18n._({ id: 'voucher.included', message: "What's included" })}</h2><ul class="included">${voucher.included.map((line) => html`<li>${line}</li>`)}</ul>`
    : ''
}
<h2 class="section">${i18n._({ id: 'voucher.how-to-book', message: 'How to book' })}</h2>
<p class="booking">${booking}</p>`;
}
