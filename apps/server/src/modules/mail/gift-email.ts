import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import { html, multiline, safeUrl } from '../../lib/html.ts';
import type { WalletLinks } from '../../lib/wallet-links.ts';
import { walletEmailButtons, walletEmailText } from './wallet-email-links.ts';
import { emailButton, emailCode, emailHeading, emailLayout, MUTED, type EmailBrand } from './email-layout.ts';

/** What a recipient's gift email shows (issue 5): sender, message, amount, code, design, links, expiry. */
export interface GiftEmailView {
  /** The gift's language: its order's (issue 29). */
  loc: Localizer;
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
  /** The wallet buttons (issue 30), when the deployment has the keys and the card can be used. */
  wallet?: WalletLinks | null;
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
  view: Pick<GiftEmailView, 'loc' | 'senderName' | 'brand' | 'title' | 'kept' | 'cancelledGiftFor'>,
): string {
  const { i18n } = view.loc;
  const store = view.brand.name;
  if (view.cancelledGiftFor !== undefined)
    return i18n._({
      id: 'gift.subject.cancelled',
      message: 'Your gift from {store} was not sent: it is yours to keep',
      values: { store },
    });
  if (view.kept)
    return i18n._({
      id: 'gift.subject.kept',
      message: 'Your {title} from {store}',
      values: { title: view.title, store },
    });
  return view.senderName
    ? i18n._({
        id: 'gift.subject.from',
        message: '{sender} sent you a gift card from {store}',
        values: { sender: view.senderName, store },
      })
    : i18n._({ id: 'gift.subject', message: 'You have received a gift card from {store}', values: { store } });
}

/** The giver's name, or 'Someone' in the reader's language. */
export const senderOf = (view: Pick<GiftEmailView, 'loc' | 'senderName'>) =>
  view.senderName ?? view.loc.i18n._({ id: 'gift.someone', message: 'Someone' });

/** The card's design, as wide as the email. */
export const giftPicture = (view: Pick<GiftEmailView, 'image'>) =>
  view.image && safeUrl(view.image.url)
    ? html`<img src="${safeUrl(view.image.url)}" alt="${view.image.alt}" width="552" style="display:block;width:100%;max-width:552px;height:auto;margin:0 0 20px;border:0;border-radius:12px;">`
    : '';

/** The giver's message, signed. */
export const giftMessage = (view: Pick<GiftEmailView, 'message' | 'brand'>, from: string) =>
  view.message
    ? html`<blockquote style="margin:0 0 20px;padding:12px 16px;border-inline-start:4px solid ${view.brand.color};background-color:#f9fafb;font-style:italic;">${multiline(view.message)}<br><span style="font-style:normal;color:${MUTED};">— ${from}</span></blockquote>`
    : '';

/** Why a gift the store cancelled came back to its buyer; null otherwise. */
export function cancelledSentence(
  view: Pick<GiftEmailView, 'loc' | 'brand' | 'cancelledGiftFor'>,
  kind: 'card' | 'voucher',
): string | null {
  if (view.cancelledGiftFor === undefined) return null;
  const { i18n } = view.loc;
  const store = view.brand.name;
  if (kind === 'voucher')
    return view.cancelledGiftFor
      ? i18n._({
          id: 'gift.cancelled.voucher.to',
          message:
            'Your gift to {recipient} will not be emailed: {store} cancelled its delivery, and the voucher stays with you.',
          values: { recipient: view.cancelledGiftFor, store },
        })
      : i18n._({
          id: 'gift.cancelled.voucher',
          message: 'Your gift will not be emailed: {store} cancelled its delivery, and the voucher stays with you.',
          values: { store },
        });
  return view.cancelledGiftFor
    ? i18n._({
        id: 'gift.cancelled.card.to',
        message:
          'Your gift to {recipient} will not be emailed: {store} cancelled its delivery, and the card stays with you.',
        values: { recipient: view.cancelledGiftFor, store },
      })
    : i18n._({
        id: 'gift.cancelled.card',
        message: 'Your gift will not be emailed: {store} cancelled its delivery, and the card stays with you.',
        values: { store },
      });
}

function giftLead(view: GiftEmailView): string {
  const { i18n } = view.loc;
  const values = {
    name: view.recipientName?.trim() ?? '',
    title: view.title,
    amount: view.amount,
    store: view.brand.name,
  };
  if (view.kept)
    return values.name
      ? i18n._({
          id: 'gift.lead.kept.named',
          message: 'Hi {name}, here is your {title} worth {amount} from {store}.',
          values,
        })
      : i18n._({ id: 'gift.lead.kept', message: 'Here is your {title} worth {amount} from {store}.', values });
  return values.name
    ? i18n._({
        id: 'gift.lead.named',
        message: 'Hi {name}, you have received a {title} worth {amount} from {store}.',
        values,
      })
    : i18n._({ id: 'gift.lead', message: 'You have received a {title} worth {amount} from {store}.', values });
}

export function renderGiftEmail(view: GiftEmailView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const subject = giftEmailSubject(view);
  const from = senderOf(view);
  const expiry = view.expires
    ? i18n._({ id: 'gift.valid-until', message: 'Valid until {date}.', values: { date: view.expires } })
    : i18n._({ id: 'gift.no-expiry', message: 'This card does not expire.' });
  const heading = view.kept
    ? i18n._({ id: 'gift.heading.kept', message: 'Your {title} is ready', values: { title: view.title } })
    : i18n._({ id: 'gift.heading', message: '{sender} sent you a gift card', values: { sender: from } });
  const lead = giftLead(view);
  const cancelled = cancelledSentence(view, 'card');
  const codeLabel = i18n._({ id: 'gift.code', message: 'Your gift card code' });
  const amountLine = i18n._({ id: 'gift.amount', message: 'Amount: {amount}', values: { amount: view.amount } });
  const howTo = i18n._({
    id: 'gift.how-to-use',
    message: 'Enter the code at checkout on {store}.',
    values: { store: view.brand.name },
  });
  const viewLabel = i18n._({ id: 'gift.view', message: 'View gift card' });
  const printLabel = i18n._({ id: 'gift.print', message: 'Print' });
  const shop = i18n._({ id: 'email.shop', message: 'Shop' });
  const body = html`
${emailHeading(heading)}
${cancelled ? html`<p style="margin:0 0 16px;">${cancelled}</p>` : ''}
<p style="margin:0 0 16px;">${lead}</p>
${giftPicture(view)}
${giftMessage(view, from)}
<p style="margin:0;font-weight:600;">${codeLabel}</p>
${emailCode(view.code)}
<p style="margin:0 0 20px;color:${MUTED};font-size:14px;">${amountLine} · ${expiry} <a href="${safeUrl(view.brand.homeUrl)}" style="color:${view.brand.accentText};">${howTo}</a></p>
<div>${emailButton(view.brand, view.links.view, viewLabel)}${emailButton(view.brand, view.links.print, printLabel)}</div>
${walletEmailButtons(view.wallet, view.loc)}`;

  const text = [
    heading,
    '',
    ...(cancelled ? [cancelled, ''] : []),
    lead,
    ...(view.message ? ['', `"${view.message}"`, `— ${from}`] : []),
    '',
    `${codeLabel}: ${view.code}`,
    amountLine,
    expiry,
    howTo,
    '',
    `${viewLabel}: ${view.links.view}`,
    `${printLabel}: ${view.links.print}`,
    ...walletEmailText(view.wallet, view.loc),
    `${shop}: ${view.brand.homeUrl}`,
  ].join('\n');

  const preheader = view.kept
    ? i18n._({ id: 'gift.preheader.kept', message: 'Your {amount} gift card', values: { amount: view.amount } })
    : i18n._({
        id: 'gift.preheader',
        message: 'A {amount} gift card from {sender}',
        values: { amount: view.amount, sender: from },
      });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
