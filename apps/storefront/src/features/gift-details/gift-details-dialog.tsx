import { useGiftDialog, type GiftDialogSubject } from './gift-dialog-state';
import { GiftDetailsForm } from './components/gift-details-form';

/**
 * product §2 'Send as gift', rendered once for the app: product pages, cart lines and checkout open
 * it through GiftDialogContext. A new form state for each opening.
 */
export function GiftDetailsDialog() {
  const gift = useGiftDialog();
  if (!gift.subject) return null;
  return <GiftDetailsForm key={subjectKey(gift.subject)} subject={gift.subject} gift={gift} />;
}

const subjectKey = (subject: GiftDialogSubject) => `${subject.kind}:${subject.item.id}`;
