import { lazy, Suspense, useState } from 'react';
import { useCartDrawer } from '@/features/cart/cart-drawer-context';
import { preloadBrowserCartStore } from '@/entities/cart/cart-store-loader';
import { useGiftDialog } from '@/features/gift-details/gift-dialog-state';
import { withPageMessages } from '@/lib/i18n/with-page-messages';

// Their texts are in the page-messages catalog, which comes with their chunks (decision 0200).
const loadCartDrawer = withPageMessages(() => import('@/features/cart/cart-drawer'));
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));
const GiftDetailsDialog = lazy(
  withPageMessages(() =>
    import('@/features/gift-details/gift-details-dialog').then((m) => ({ default: m.GiftDetailsDialog })),
  ),
);

/** Starts loading the cart drawer and the cart, e.g. when the pointer reaches the cart button. */
export function preloadCartDrawer(currencyCode: string) {
  void loadCartDrawer().catch(() => {}); // a failed preload is retried, and reported, on open
  preloadBrowserCartStore(currencyCode);
}

/** True from the first time `now` is true: the code is loaded on first open and then kept. */
function useOnceTrue(now: boolean): boolean {
  const [once, setOnce] = useState(now);
  if (now && !once) setOnce(true);
  return once || now;
}

/**
 * The cart drawer and the gift dialog, once for the whole shop (product pages, cart lines and
 * checkout open them through context). Their code loads on first open, off the home route.
 */
export function ShopOverlays() {
  const drawer = useCartDrawer();
  const gift = useGiftDialog();
  const drawerWanted = useOnceTrue(drawer.isOpen);
  const giftWanted = useOnceTrue(gift.subject !== null);
  return (
    <>
      <Suspense fallback={null}>{drawerWanted && <CartDrawer />}</Suspense>
      <Suspense fallback={null}>{giftWanted && <GiftDetailsDialog />}</Suspense>
    </>
  );
}
