import { bookingSentence, contactLink } from '../../lib/contact-link.ts';
import { html } from '../../lib/html.ts';
import { walletEmailButtons, walletEmailText } from './wallet-email-links.ts';
import { markupSlot, withMarkup } from '../../lib/i18n/server-i18n.ts';
import type { VoucherPresentation } from '../gift-card-pages/index.ts';
import { emailButton, emailCode, emailHeading, emailLayout, MUTED } from './email-layout.ts';
import {
  cancelledSentence,
  giftEmailSubject,
  giftMessage,
  giftPicture,
  senderOf,
  type GiftEmailView,
  type RenderedEmail,
} from './gift-email.ts';

export interface VoucherEmailView extends Omit<GiftEmailView, 'amount'> {
  voucher: Pick<VoucherPresentation, 'product' | 'option' | 'included'>;
  /** The store's support page, where a voucher is booked. */
  bookingUrl: string | null;
}

/** 'Spa Day (One treatment)': what the voucher is for, the option bought named (issue 26 item 4). */
const experienceOf = ({ product, option }: VoucherEmailView['voucher']) =>
  option && option !== product ? `${product} (${option})` : product;

/**
 * A voucher's gift email (decision 0015): the experience it is for, what it includes and how to
 * book it, never an amount of money to spend, and never called a gift card.
 */
export function renderVoucherEmail(view: VoucherEmailView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const experience = experienceOf(view.voucher);
  const store = view.brand.name;
  const from = senderOf(view);
  const subject =
    view.cancelledGiftFor !== undefined
      ? giftEmailSubject(view)
      : view.kept
        ? i18n._({
            id: 'voucher.subject.kept',
            message: 'Your voucher for {experience} from {store}',
            values: { experience, store },
          })
        : i18n._({
            id: 'voucher.subject',
            message: '{sender} sent you a voucher for {experience} from {store}',
            values: { sender: from, experience, store },
          });
  const heading = view.kept
    ? i18n._({ id: 'voucher.heading.kept', message: 'Your voucher for {experience} is ready', values: { experience } })
    : i18n._({ id: 'voucher.heading', message: '{sender} sent you an experience', values: { sender: from } });
  const name = view.recipientName?.trim();
  const values = { name: name ?? '', experience, store };
  const lead = view.kept
    ? name
      ? i18n._({
          id: 'voucher.lead.kept.named',
          message: 'Hi {name}, here is your voucher for {experience} at {store}.',
          values,
        })
      : i18n._({ id: 'voucher.lead.kept', message: 'Here is your voucher for {experience} at {store}.', values })
    : name
      ? i18n._({ id: 'voucher.lead.named', message: 'Hi {name}, you have been given {experience} at {store}.', values })
      : i18n._({ id: 'voucher.lead', message: 'You have been given {experience} at {store}.', values });
  const expiry = view.expires
    ? i18n._({ id: 'voucher.valid-until', message: 'Valid until {date}.', values: { date: view.expires } })
    : i18n._({ id: 'voucher.no-expiry', message: 'This voucher does not expire.' });
  const contact = contactLink(view.bookingUrl);
  const booking = bookingSentence(loc, store, contact);
  const bookingHtml = contact
    ? withMarkup(bookingSentence(loc, store, { text: markupSlot('contact') }), {
        contact: html`<a href="${contact.href}" style="color:${view.brand.accentText};">${contact.text}</a>`,
      })
    : booking;
  const cancelled = cancelledSentence(view, 'voucher');
  const included = i18n._({ id: 'voucher.included', message: "What's included" });
  const codeLabel = i18n._({ id: 'voucher.code', message: 'Your voucher code' });
  const viewLabel = i18n._({ id: 'voucher.view', message: 'View voucher' });
  const printLabel = i18n._({ id: 'gift.print', message: 'Print' });
  const body = html`
${emailHeading(heading)}
${cancelled ? html`<p style="margin:0 0 16px;">${cancelled}</p>` : ''}
<p style="margin:0 0 16px;">${lead}</p>
${giftPicture(view)}
${giftMessage(view, from)}
${view.voucher.included.length ? html`<p style="margin:0;font-weight:600;">${included}</p><ul style="margin:4px 0 16px;padding-inline-start:20px;">${view.voucher.included.map((item) => html`<li>${item}</li>`)}</ul>` : ''}
<p style="margin:0;font-weight:600;">${codeLabel}</p>
${emailCode(view.code)}
<p style="margin:0 0 20px;color:${MUTED};font-size:14px;">${bookingHtml} ${expiry}</p>
<div>${emailButton(view.brand, view.links.view, viewLabel)}${emailButton(view.brand, view.links.print, printLabel)}</div>
${walletEmailButtons(view.wallet, view.loc)}`;

  const text = [
    heading,
    '',
    ...(cancelled ? [cancelled, ''] : []),
    lead,
    ...(view.message ? ['', `"${view.message}"`, `— ${from}`] : []),
    ...(view.voucher.included.length ? ['', `${included}:`, ...view.voucher.included.map((item) => `- ${item}`)] : []),
    '',
    `${codeLabel}: ${view.code}`,
    booking,
    expiry,
    '',
    `${viewLabel}: ${view.links.view}`,
    `${printLabel}: ${view.links.print}`,
    ...walletEmailText(view.wallet, view.loc),
  ].join('\n');

  const preheader = view.kept
    ? i18n._({ id: 'voucher.preheader.kept', message: 'Your voucher for {experience}', values: { experience } })
    : i18n._({
        id: 'voucher.preheader',
        message: '{experience}, a gift from {sender}',
        values: { experience, sender: from },
      });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
