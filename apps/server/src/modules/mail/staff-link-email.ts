import { html } from '../../lib/html.ts';
import { emailButton, emailHeading, emailLayout, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';

/** A one-time link to the store's dashboard: an invitation (24 h) or a password reset (1 h). */
export interface StaffLinkEmailView {
  brand: EmailBrand;
  kind: 'invitation' | 'password-reset';
  link: string;
  /** Who sent the invitation; absent when it came from the command line. */
  invitedBy?: string | null;
}

export function renderStaffLinkEmail(view: StaffLinkEmailView): RenderedEmail {
  const store = view.brand.name;
  const invitation = view.kind === 'invitation';
  const subject = invitation ? `You're invited to the ${store} dashboard` : `Reset your ${store} dashboard password`;
  const heading = invitation ? `Join ${store}` : 'Choose a new password';
  const lead = invitation
    ? `${view.invitedBy ? `${view.invitedBy} invited you` : 'You are invited'} to help run ${store} from its dashboard. Choose a password to get started.`
    : `Someone asked to reset the password of your ${store} dashboard account. If it was you, choose a new password.`;
  const validity = invitation
    ? 'The link works once, for 24 hours.'
    : 'The link works once, for 1 hour. If you did not ask for it, ignore this email: your password stays as it is.';
  const action = invitation ? 'Accept invitation' : 'Choose a new password';
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${lead}</p>
<p style="margin:0 0 16px;">${emailButton(view.brand, view.link, action)}</p>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${validity}</p>`;
  const text = [heading, '', lead, '', `${action}: ${view.link}`, '', validity].join('\n');
  return { subject, html: emailLayout(view.brand, { title: subject, preheader: lead, body }), text };
}
