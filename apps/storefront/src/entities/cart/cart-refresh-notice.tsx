import { useMemo, useRef, useSyncExternalStore } from 'react';
import { Info, X } from 'lucide-react';
import { useCartContext } from './cart-context';
import { CART_CHANGES_DISMISS, CART_CHANGES_INTRO, CART_CHANGES_TITLE, describeCartChanges } from './cart-change-texts';
import { useCartRefresh } from './use-cart-refresh';
import { useLiveCatalogue, type LiveCatalogue } from './use-live-catalogue';
import { useCartStore } from './use-cart';

/**
 * Refreshes the cart against the live catalogue the view asked for (useCartRefresh) and tells the
 * shopper what that changed, until dismissed. The live region is in the page before its text, so
 * screen readers read it; `className` places the notice when there is one.
 */
export function CartRefreshNotice({ className }: { className?: string }) {
  return <CartRefreshNoticeFor catalogue={useLiveCatalogue()} className={className} />;
}

/** The notice over a live catalogue the view asked for itself (the cart page, which caps quantities from it too). */
export function CartRefreshNoticeFor({ catalogue, className }: { catalogue: LiveCatalogue; className?: string }) {
  useCartRefresh(catalogue);
  const { currencyCode } = useCartContext();
  const store = useCartStore();
  const changes = useSyncExternalStore(store.subscribe, store.getChanges, store.getChanges);
  const sentences = useMemo(() => describeCartChanges(changes, currencyCode), [changes, currencyCode]);
  const anchor = useRef<HTMLDivElement>(null);

  // Focus stays where the notice was, so the next Tab goes on from there.
  const dismiss = () => {
    anchor.current?.focus();
    store.dismissChanges();
  };

  return (
    <div ref={anchor} tabIndex={-1} className="outline-none">
      <div role="status" aria-live="polite">
        {sentences.length > 0 && (
          <div className={className}>
            <div
              data-testid="cart-changes"
              className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-amber-600/25 ring-inset"
            >
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <div className="min-w-0 flex-1 text-amber-950">
                <p className="font-semibold">{CART_CHANGES_TITLE}</p>
                <p className="mt-0.5">{CART_CHANGES_INTRO}</p>
                <ul className="mt-2 list-disc space-y-1 ps-5 break-words" data-testid="cart-changes-list">
                  {sentences.map((sentence) => (
                    <li key={sentence}>{sentence}</li>
                  ))}
                </ul>
              </div>
              <button
                type="button"
                onClick={dismiss}
                aria-label={CART_CHANGES_DISMISS}
                data-testid="cart-changes-dismiss"
                className="-mt-1 -me-1 rounded-lg p-1.5 text-amber-900 hover:bg-amber-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
