import { html } from '../../lib/html.ts';
import { emailHeading, emailLayout, MUTED, type DeliveryComposer } from '../mail/index.ts';

/**
 * The mail to a person whose two-factor sign-in an owner reset (decision 0151): who did it, what
 * it means, and what to do if they did not ask for it. It carries no link and no secret.
 */
export const composeTwoFactorReset: DeliveryComposer = async (_context, store, delivery) => {
  const name = store.brand.name;
  const by = delivery.payload?.resetBy;
  const subject = `Your two-factor sign-in for ${name} was reset`;
  const heading = 'Two-factor sign-in was reset';
  const lead = `${by ? `${by}, an owner of ${name},` : `An owner of ${name}`} reset the two-factor sign-in of your dashboard account. Your authenticator app and your recovery codes no longer work for it, and you were signed out everywhere.`;
  const next =
    'Sign in again with your password. If the store requires two-factor sign-in you will be asked to set it up with your authenticator app; otherwise you can turn it on again from your account page.';
  const warning = `If you did not ask for this, tell the owners of ${name} at once.`;
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${lead}</p>
<p style="margin:0 0 16px;">${next}</p>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${warning}</p>`;
  const text = [heading, '', lead, '', next, '', warning].join('\n');
  return {
    send: {
      to: delivery.recipient,
      fromName: name,
      subject,
      html: emailLayout(store.brand, { title: subject, preheader: lead, body }),
      text,
    },
  };
};
