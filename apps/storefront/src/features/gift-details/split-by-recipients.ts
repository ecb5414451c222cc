import type { CartItem } from '@giftfront/domain/cart';
import type { GiftDetails, Recipient } from '@giftfront/domain/gift-details';

/** What every recipient of a split shares: the message and the schedule. */
export type SharedGiftDetails = Omit<GiftDetails, 'recipientName' | 'recipientEmail'>;

/**
 * product §4 Gift dialog: saving with different recipients splits the item into one item per
 * recipient, each of quantity 1, its id suffixed by recipient (-r1, -r2…), the same schedule.
 */
export function splitByRecipients(
  item: CartItem,
  recipients: readonly Recipient[],
  shared: SharedGiftDetails,
): CartItem[] {
  return recipients.map((recipient, index) => ({
    ...item,
    id: `${item.id}-r${index + 1}`,
    quantity: 1,
    options: {
      ...item.options,
      giftDetails: {
        ...shared,
        recipientName: recipient.recipientName.trim(),
        recipientEmail: recipient.recipientEmail.trim(),
      },
    },
  }));
}
