import { useCallback, useMemo, useState } from 'react';
import type { CartItem } from '@giftfront/domain/cart';
import { addSeveralWithDelay, addWithDelay } from '@/entities/cart/add-with-delay';
import type { CartStoreAccess } from '@/entities/cart/cart-context';
import { splitByRecipients } from './split-by-recipients';
import type { GiftDialogState, GiftDialogSubject, GiftSave } from './gift-dialog-state';

/**
 * product §4 Send as gift: what the gift dialog's Save, Remove Gift Details and Dismiss do to the
 * cart. `onAdded` runs after a new item is added (remember it, open the drawer).
 */
export function useGiftDialogController(cart: CartStoreAccess, onAdded: (item: CartItem) => void) {
  const [subject, setSubject] = useState<GiftDialogSubject | null>(null);
  const close = useCallback(() => setSubject(null), []);

  const openForCartItem = useCallback(
    (itemId: string) => {
      const item = cart
        .current()
        ?.getSnapshot()
        .find((line) => line.id === itemId);
      if (item) setSubject({ kind: 'cart-item', item });
      else console.warn('Send as gift: no cart line', itemId);
    },
    [cart],
  );

  const save = useCallback(
    async (gift: GiftSave) => {
      if (!subject) return;
      if (subject.kind === 'new-item') {
        const { item } = subject;
        const [first] =
          gift.kind === 'same'
            ? [await addWithDelay(cart.load(), { ...item, options: { ...item.options, giftDetails: gift.details } })]
            : await addSeveralWithDelay(cart.load(), splitByRecipients(item, gift.recipients, gift.shared));
        setSubject(null);
        if (first) onAdded({ ...first, quantity: gift.kind === 'same' ? item.quantity : gift.recipients.length });
        return;
      }
      // A cart line was shown, so its store has loaded.
      const store = cart.current();
      if (!store) throw new Error('The cart is not loaded');
      // The line as it is now: another tab may have changed its quantity.
      const line = store.getSnapshot().find((candidate) => candidate.id === subject.item.id) ?? subject.item;
      if (gift.kind === 'same') store.setGiftDetails(line.id, gift.details);
      else store.replaceOneBySeveral(line.id, splitByRecipients(line, gift.recipients, gift.shared));
      setSubject(null);
    },
    [cart, subject, onAdded],
  );

  const removeGiftDetails = useCallback(() => {
    if (subject?.kind === 'cart-item') cart.current()?.clearGiftDetails(subject.item.id);
    setSubject(null);
  }, [cart, subject]);

  const openForNewItem = useCallback((item: CartItem) => setSubject({ kind: 'new-item', item }), []);

  const state: GiftDialogState = useMemo(
    () => ({ subject, openForCartItem, save, removeGiftDetails, close }),
    [subject, openForCartItem, save, removeGiftDetails, close],
  );
  return { state, openForNewItem };
}
