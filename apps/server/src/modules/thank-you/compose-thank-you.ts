import { html, multiline } from '../../lib/html.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { brandIn, UndeliverableError } from '../mail/index.ts';
import type { DeliveryComposer } from '../mail/index.ts';
import { emailHeading, emailLayout, MUTED, type EmailBrand } from '../mail/index.ts';
import type { RenderedEmail } from '../mail/index.ts';
import { findStoreGiftCard } from '../gift-card-pages/index.ts';
import { findThankYou } from '../gift-card-pages/index.ts';

export interface ThankYouView {
  /** The buyer's language: the order's (issue 29). */
  loc: Localizer;
  brand: EmailBrand;
  /** The recipient as the buyer named them; never their address. */
  recipientName: string | null;
  /** The card's own title; null names it by its kind. */
  cardTitle: string | null;
  kind: 'money' | 'voucher';
  message: string;
}

export function renderThankYouEmail(view: ThankYouView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const name = view.recipientName?.trim();
  const title =
    view.cardTitle?.trim() ||
    (view.kind === 'voucher'
      ? i18n._({ id: 'thank-you.kind.voucher', message: 'voucher' })
      : i18n._({ id: 'thank-you.kind.gift-card', message: 'gift card' }));
  const values = { name: name ?? '', title, store: view.brand.name };
  const subject = name
    ? i18n._({ id: 'thank-you.subject.named', message: '{name} says thank you', values })
    : i18n._({ id: 'thank-you.subject', message: 'The recipient of your gift says thank you', values });
  const lead = name
    ? i18n._({
        id: 'thank-you.lead.named',
        message: '{name} opened your gift ({title}) from {store} and wrote back:',
        values,
      })
    : i18n._({
        id: 'thank-you.lead',
        message: 'Your gift ({title}) from {store} was opened, and its recipient wrote back:',
        values,
      });
  const through = i18n._({
    id: 'thank-you.through',
    message: 'Sent through {store}. Their email address is not shared.',
    values,
  });
  const body = html`
${emailHeading(subject)}
<p style="margin:0 0 16px;">${lead}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-inline-start:4px solid #d1d5db;">${multiline(view.message)}</blockquote>
<p style="margin:0;font-size:14px;color:${MUTED};">${through}</p>`;
  const text = [subject, '', lead, '', view.message, '', through].join('\n');
  return { subject, html: emailLayout(view.brand, { title: subject, preheader: lead, body }, loc), text };
}

/** 'thank-you': the recipient's message to the buyer; no reply address, no recipient email. */
export const composeThankYou: DeliveryComposer = async ({ db }, store, delivery) => {
  const found = await findStoreGiftCard(db, store.id, delivery.subjectId);
  const thanks = found ? await findThankYou(db, found.card.id) : null;
  if (!found || !thanks) throw new UndeliverableError(`Thank-you for ${delivery.subjectId} not found`);
  const loc = localizer(found.language ?? store.defaultLanguage);
  const brand = brandIn(store, loc.language);
  const email = renderThankYouEmail({
    loc,
    brand,
    recipientName: found.card.recipientName,
    cardTitle: found.card.title,
    kind: found.card.kind === 'voucher' ? 'voucher' : 'money',
    message: thanks.message,
  });
  return { send: { to: delivery.recipient, fromName: brand.name, ...email } };
};
