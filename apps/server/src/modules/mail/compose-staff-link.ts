import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailStore } from './email-brand.ts';
import type { MailLoaders } from './mail-loaders.ts';
import { renderStaffLinkEmail } from './staff-link-email.ts';

/** An invitation or reset mail: its link travels in the delivery's payload (the token is kept only hashed). */
export async function composeStaffLink(
  loaders: Pick<MailLoaders, 'staffLinkOpen'>,
  store: MailStore,
  delivery: { kind: 'staff-invitation' | 'password-reset'; subjectId: string; recipient: string; payload: Record<string, string> | null },
): Promise<ComposedMail> {
  const link = delivery.payload?.link;
  if (!link) throw new UndeliverableError('The link of this mail is gone');
  if (!(await loaders.staffLinkOpen(store.id, delivery.subjectId))) return { skip: 'The link was used, replaced or has expired before it was sent' };
  const kind = delivery.kind === 'staff-invitation' ? 'invitation' : 'password-reset';
  const email = renderStaffLinkEmail({ brand: store.brand, kind, link, invitedBy: delivery.payload?.invitedBy ?? null });
  return { send: { to: delivery.recipient, fromName: store.brand.name, ...email } };
}
