import { useEffect, useState } from 'react';
import { CircleCheck, X } from 'lucide-react';
import type { CartItem } from '@giftfront/domain/cart';
import { CartLineImage } from './cart-line-parts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * product §2/§4: the closable add-to-cart confirmation for the last added product, announced
 * politely. The live region is in the page before its text, so screen readers read the text.
 */
export function AddedToCartNotice({ item, onClose }: { item: CartItem | null; onClose: () => void }) {
  const [shown, setShown] = useState<CartItem | null>(null);
  const { t } = useLingui();
  useEffect(() => setShown(item), [item]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="empty:hidden">
      {shown && (
        <div
          data-testid="added-to-cart"
          className="mb-5 flex animate-fade-in items-start gap-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-600/20 ring-inset"
        >
          <CartLineImage item={shown} className="w-14" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Added to your cart</Trans>
            </p>
            <p className="mt-0.5 truncate text-gray-900" data-testid="added-to-cart-name">
              {shown.product.name}
            </p>
            <p className="text-gray-600">
              <Trans>
                {shown.options.denomination.label} · Qty {shown.quantity}
              </Trans>
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close confirmation`}
            data-testid="added-to-cart-close"
            className="-mt-1 -me-1 rounded-lg p-1.5 text-emerald-800 hover:bg-emerald-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
