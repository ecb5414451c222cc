import { bookingSentence, contactLink } from '../../lib/contact-link.ts';
import { html } from '../../lib/html.ts';
import { greet } from './greeting.ts';
import type { VoucherPresentation } from '../gift-card-pages/card-presentation.ts';
import { emailButton, emailCode, emailHeading, emailLayout, MUTED } from './email-layout.ts';
import { giftEmailSubject, giftMessage, giftPicture, type GiftEmailView, type RenderedEmail } from './gift-email.ts';

export interface VoucherEmailView extends Omit<GiftEmailView, 'amount'> {
  voucher: Pick<VoucherPresentation, 'product' | 'option' | 'included'>;
  /** The store's support page, where a voucher is booked. */
  bookingUrl: string | null;
}

/** 'Spa Day (One treatment)': what the voucher is for, as its email names it. */
const experienceOf = ({ product, option }: VoucherEmailView['voucher']) =>
  option && option !== product ? `${product} (${option})` : product;

/**
 * A voucher's gift email (decision 0015): the experience it is for, what it includes and how to
 * book it, never an amount of money to spend.
 */
export function renderVoucherEmail(view: VoucherEmailView): RenderedEmail {
  const experience = experienceOf(view.voucher);
  const subject =
    view.cancelledGiftFor !== undefined
      ? giftEmailSubject(view)
      : view.kept
        ? `Your voucher for ${view.voucher.product} from ${view.brand.name}`
        : `${view.senderName ?? 'Someone'} sent you ${view.voucher.product} from ${view.brand.name}`;
  const from = view.senderName ?? 'Someone';
  const heading = view.kept ? `Your voucher for ${view.voucher.product} is ready` : `${from} sent you an experience`;
  const lead = greet(view.recipientName, view.kept ? 'here is your voucher for' : 'you have been given');
  const expiry = view.expires ? `Valid until ${view.expires}.` : 'This voucher does not expire.';
  const contact = contactLink(view.bookingUrl);
  const booking = bookingSentence(view.brand.name, contact);
  const bookingHtml = html`Contact ${view.brand.name}${contact ? html` at <a href="${contact.href}" style="color:${view.brand.accentText};">${contact.text}</a>` : ''} to book, and give your voucher code. The voucher is used in full, once.`;
  const cancelled =
    view.cancelledGiftFor !== undefined
      ? `Your gift${view.cancelledGiftFor ? ` to ${view.cancelledGiftFor}` : ''} will not be emailed: ${view.brand.name} cancelled its delivery, and the voucher stays with you.`
      : null;
  const body = html`
${emailHeading(heading)}
${cancelled ? html`<p style="margin:0 0 16px;">${cancelled}</p>` : ''}
<p style="margin:0 0 16px;">${lead} <strong>${experience}</strong> at ${view.brand.name}.</p>
${giftPicture(view)}
${giftMessage(view, from)}
${view.voucher.included.length ? html`<p style="margin:0;font-weight:600;">What's included</p><ul style="margin:4px 0 16px;padding-left:20px;">${view.voucher.included.map((item) => html`<li>${item}</li>`)}</ul>` : ''}
<p style="margin:0;font-weight:600;">Your voucher code</p>
${emailCode(view.code)}
<p style="margin:0 0 20px;color:${MUTED};font-size:14px;">${bookingHtml} ${expiry}</p>
<div>${emailButton(view.brand, view.links.view, 'View voucher')}${emailButton(view.brand, view.links.print, 'Print')}</div>`;

  const text = [
    heading,
    '',
    ...(cancelled ? [cancelled, ''] : []),
    `${lead} ${experience} at ${view.brand.name}.`,
    ...(view.message ? ['', `"${view.message}"`, `— ${from}`] : []),
    ...(view.voucher.included.length
      ? ['', "What's included:", ...view.voucher.included.map((item) => `- ${item}`)]
      : []),
    '',
    `Your voucher code: ${view.code}`,
    booking,
    expiry,
    '',
    `View voucher: ${view.links.view}`,
    `Print: ${view.links.print}`,
  ].join('\n');

  const preheader = view.kept
    ? `Your voucher for ${view.voucher.product}`
    : `${view.voucher.product}, a gift from ${from}`;
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }), text };
}
