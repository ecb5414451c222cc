import { html, multiline, safeUrl } from '../../lib/html.ts';
import { emailButton, emailCode, emailHeading, emailLayout, MUTED, type EmailBrand } from './email-layout.ts';
import { greet } from './greeting.ts';

/** What a recipient's gift email shows (issue 5): sender, message, amount, code, design, links, expiry. */
export interface GiftEmailView {
  brand: EmailBrand;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  title: string;
  amount: string;
  code: string;
  image: { url: string; alt: string } | null;
  expires: string | null;
  links: { view: string; print: string };
  /** The buyer's own card (no recipient, or the buyer's address): theirs, not a gift from themselves. */
  kept?: boolean;
  /** The gift's delivery was cancelled by the store: the buyer keeps the card (named recipient). */
  cancelledGiftFor?: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function giftEmailSubject(
  view: Pick<GiftEmailView, 'senderName' | 'brand' | 'title' | 'kept' | 'cancelledGiftFor'>,
): string {
  if (view.cancelledGiftFor !== undefined) return `Your gift from ${view.brand.name} was not sent: the card is yours`;
  if (view.kept) return `Your ${view.title} from ${view.brand.name}`;
  return view.senderName
    ? `${view.senderName} sent you a gift card from ${view.brand.name}`
    : `You have received a gift card from ${view.brand.name}`;
}

/** The card's design, as wide as the email. */
export const giftPicture = (view: Pick<GiftEmailView, 'image'>) =>
  view.image && safeUrl(view.image.url)
    ? html`<img src="${safeUrl(view.image.url)}" alt="${view.image.alt}" width="552" style="display:block;width:100%;max-width:552px;height:auto;margin:0 0 20px;border:0;border-radius:12px;">`
    : '';

/** The giver's message, signed. */
export const giftMessage = (view: Pick<GiftEmailView, 'message' | 'brand'>, from: string) =>
  view.message
    ? html`<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid ${view.brand.color};background-color:#f9fafb;font-style:italic;">${multiline(view.message)}<br><span style="font-style:normal;color:${MUTED};">— ${from}</span></blockquote>`
    : '';

export function renderGiftEmail(view: GiftEmailView): RenderedEmail {
  const subject = giftEmailSubject(view);
  const from = view.senderName ?? 'Someone';
  const expiry = view.expires ? `Valid until ${view.expires}.` : 'This card does not expire.';
  const heading = view.kept ? `Your ${view.title} is ready` : `${from} sent you a gift card`;
  const lead = greet(
    view.recipientName,
    view.kept ? `here is your ${view.title} worth` : `you have received a ${view.title} worth`,
  );
  const cancelled =
    view.cancelledGiftFor !== undefined
      ? `Your gift${view.cancelledGiftFor ? ` to ${view.cancelledGiftFor}` : ''} will not be emailed: ${view.brand.name} cancelled its delivery, and the card stays with you.`
      : null;
  const body = html`
${emailHeading(heading)}
${cancelled ? html`<p style="margin:0 0 16px;">${cancelled}</p>` : ''}
<p style="margin:0 0 16px;">${lead} <strong>${view.amount}</strong> from ${view.brand.name}.</p>
${giftPicture(view)}
${giftMessage(view, from)}
<p style="margin:0;font-weight:600;">Your gift card code</p>
${emailCode(view.code)}
<p style="margin:0 0 20px;color:${MUTED};font-size:14px;">Amount ${view.amount}. ${expiry} Enter the code at checkout on <a href="${safeUrl(view.brand.homeUrl)}" style="color:${view.brand.accentText};">${view.brand.name}</a>.</p>
<div>${emailButton(view.brand, view.links.view, 'View gift card')}${emailButton(view.brand, view.links.print, 'Print')}</div>`;

  const text = [
    heading,
    '',
    ...(cancelled ? [cancelled, ''] : []),
    `${lead} ${view.amount} from ${view.brand.name}.`,
    ...(view.message ? ['', `"${view.message}"`, `— ${from}`] : []),
    '',
    `Your gift card code: ${view.code}`,
    `Amount: ${view.amount}`,
    expiry,
    '',
    `View gift card: ${view.links.view}`,
    `Print: ${view.links.print}`,
    `Shop: ${view.brand.homeUrl}`,
  ].join('\n');

  const preheader = view.kept ? `Your ${view.amount} gift card` : `${view.amount} gift card from ${from}`;
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }), text };
}
