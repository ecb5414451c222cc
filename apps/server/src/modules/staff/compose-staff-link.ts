import { UndeliverableError } from '../mail/index.ts';
import type { DeliveryComposer } from '../mail/index.ts';
import { renderStaffLinkEmail } from '../mail/index.ts';
import { isTokenOpen } from './token-repository.ts';

/** An invitation or reset mail: its link travels in the delivery's payload (the token is kept only hashed). */
export const composeStaffLink: DeliveryComposer = async ({ db }, store, delivery) => {
  const link = delivery.payload?.link;
  if (!link) throw new UndeliverableError('The link of this mail is gone');
  if (!(await isTokenOpen(db, store.id, delivery.subjectId)))
    return { skip: 'The link was used, replaced or has expired before it was sent' };
  const kind = delivery.kind === 'staff-invitation' ? 'invitation' : 'password-reset';
  const email = renderStaffLinkEmail({
    brand: store.brand,
    kind,
    link,
    invitedBy: delivery.payload?.invitedBy ?? null,
  });
  return { send: { to: delivery.recipient, fromName: store.brand.name, ...email } };
};
