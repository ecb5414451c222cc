import type { CartItem } from '@giftfront/domain/cart';
import type { GiftDetails, Recipient } from '@giftfront/domain/gift-details';
import { requiredContext } from '@/lib/required-context';
import type { SharedGiftDetails } from './split-by-recipients';

/**
 * The gift dialog's state: which item it is open on and what its buttons do to the cart
 * (use-gift-dialog-controller). app/'s ShopActionsProvider provides it, and opens it for the
 * other features through the cart's ShopActions.
 */

/** product §4: 'Send as gift' on a product page opens on a temporary item; Edit opens on a cart line. */
export type GiftDialogSubject = { kind: 'new-item'; item: CartItem } | { kind: 'cart-item'; item: CartItem };

/** What saving the dialog produced: one set of details, or one line per recipient (product §4). */
export type GiftSave =
  { kind: 'same'; details: GiftDetails } | { kind: 'different'; recipients: Recipient[]; shared: SharedGiftDetails };

export interface GiftDialogState {
  /** The dialog is open while this is set. */
  subject: GiftDialogSubject | null;
  /** 'Send as gift' or 'Edit' on a cart line (drawer, cart page, checkout). */
  openForCartItem(itemId: string): void;
  /**
   * A new item: adds it with its details (or one line per recipient), opens the cart drawer,
   * closes the dialog. A cart line: sets its details (or splits it), closes the dialog.
   * Rejects, after logging, when adding fails.
   */
  save(gift: GiftSave): Promise<void>;
  /** 'Remove Gift Details': clears a cart line's details; closes the dialog. */
  removeGiftDetails(): void;
  /** Dismiss. */
  close(): void;
}

export const [GiftDialogContext, useGiftDialog] = requiredContext<GiftDialogState>(
  'useGiftDialog',
  'GiftDialogContext',
);
