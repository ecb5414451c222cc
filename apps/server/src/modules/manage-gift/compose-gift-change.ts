import { formatScheduledMoment } from '../../lib/dates.ts';
import { html } from '../../lib/html.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { manageGiftUrl } from '../../lib/order-link.ts';
import { brandIn, UndeliverableError } from '../mail/index.ts';
import type { DeliveryComposer } from '../mail/index.ts';
import { emailButton, emailHeading, emailLayout, MUTED, type EmailBrand } from '../mail/index.ts';
import type { RenderedEmail } from '../mail/index.ts';
import { findManageChange } from './manage-gift-read-model.ts';

/**
 * What the buyer is told they changed, one sentence in the order's language (the gift named by its
 * last four characters); a new moment as the receipt writes it, its zone named as people know it.
 */
export function changeSentence(
  action: string,
  detail: Record<string, string>,
  loc: Localizer = localizer('en'),
): string {
  const { i18n } = loc;
  const title = detail.title ?? i18n._({ id: 'card.kind.gift-card', message: 'Gift card' });
  const when =
    detail.at && !Number.isNaN(Date.parse(detail.at))
      ? formatScheduledMoment(new Date(detail.at), detail.timeZone, loc.intl)
      : (detail.when ?? '');
  const values = { title, last4: detail.last4 ?? '????', name: detail.name ?? '', email: detail.email ?? '', when };
  switch (action) {
    case 'recipient':
      return i18n._({
        id: 'manage.recipient',
        message: 'You changed who your gift ({title} ending {last4}) is for: it now goes to {name} at {email}.',
        values,
      });
    case 'schedule':
      return i18n._({
        id: 'manage.schedule',
        message: 'You moved your gift ({title} ending {last4}): it will be emailed to {email} on {when}.',
        values,
      });
    case 'send-now':
      return i18n._({
        id: 'manage.send-now',
        message: 'You asked for your gift ({title} ending {last4}) to be sent now: it is on its way to {email}.',
        values,
      });
    default:
      return i18n._({
        id: 'manage.resent',
        message: 'You resent your gift ({title} ending {last4}) to {email}.',
        values,
      });
  }
}

/** The buyer's confirmation of a change, in the order's language. */
export function renderGiftChangeEmail(view: {
  loc: Localizer;
  brand: EmailBrand;
  sentence: string;
  reference: string;
  manageUrl: string;
}): RenderedEmail {
  const { loc, brand, sentence, manageUrl } = view;
  const { i18n } = loc;
  const values = { store: brand.name, reference: view.reference };
  const subject = i18n._({ id: 'manage.subject', message: 'Your gift from {store} was changed', values });
  const heading = i18n._({ id: 'manage.heading', message: 'Your gift was changed' });
  const order = i18n._({ id: 'manage.order', message: 'Order {reference}', values });
  const button = i18n._({ id: 'receipt.manage.button', message: 'Manage your gifts' });
  const notYou = i18n._({ id: 'manage.not-you', message: 'If you did not make this change, contact {store}.', values });
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${sentence}</p>
<p style="margin:0 0 16px;color:${MUTED};">${order}</p>
<div style="margin:0 0 20px;">${emailButton(brand, manageUrl, button)}</div>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${notYou}</p>`;
  const text = [heading, '', sentence, order, '', `${button}: ${manageUrl}`, '', notYou].join('\n');
  return { subject, html: emailLayout(brand, { title: subject, preheader: sentence, body }, loc), text };
}

/** 'gift-change': the buyer's confirmation of a change made through their manage link. */
export const composeGiftChange: DeliveryComposer = async ({ db, links }, store, delivery) => {
  const change = await findManageChange(db, store.id, delivery.subjectId);
  if (!change) throw new UndeliverableError(`Gift change ${delivery.subjectId} not found`);
  const loc = localizer(change.language);
  const brand = brandIn(store, loc.language);
  const buyerEmail = (change.customer as { email?: string }).email ?? delivery.recipient;
  const email = renderGiftChangeEmail({
    loc,
    brand,
    sentence: changeSentence(change.action, change.detail, loc),
    reference: change.reference,
    manageUrl: manageGiftUrl(store.baseUrl, links, change.orderId, buyerEmail),
  });
  return { send: { to: delivery.recipient, fromName: brand.name, ...email } };
};
