import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from '@/lib/router';
import type { StoreSettings } from '@giftfront/domain/branding';
import { Spinner } from '@/components/spinner';
import { withPageMessages } from '@/lib/i18n/with-page-messages';
import { useStoreSettings } from '@/entities/store/store-settings';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './store-states/not-found-page';

// Every page loads its own code, so the home route carries only what it shows (budget: 90 KB as served).
// The listings' texts are in the shell catalog; every other page brings the pages catalog with its
// chunk, before it renders (decision 0200).
const HomePage = lazy(() => import('@/features/catalog/home-page').then((m) => ({ default: m.HomePage })));
const VouchersPage = lazy(() => import('@/features/catalog/vouchers-page').then((m) => ({ default: m.VouchersPage })));
const GiftCardPage = lazy(
  withPageMessages(() => import('@/features/product/gift-card-page').then((m) => ({ default: m.GiftCardPage }))),
);
const VoucherPage = lazy(
  withPageMessages(() => import('@/features/product/voucher-page').then((m) => ({ default: m.VoucherPage }))),
);
const BalanceRoute = lazy(withPageMessages(() => import('./balance-route').then((m) => ({ default: m.BalanceRoute }))));
const CartPage = lazy(
  withPageMessages(() => import('@/features/cart/cart-page').then((m) => ({ default: m.CartPage }))),
);
const PreviewGiftCardPage = lazy(
  withPageMessages(() =>
    import('@/features/product/preview-gift-card-page').then((m) => ({ default: m.PreviewGiftCardPage })),
  ),
);
const ProductDraftPreviewPage = lazy(
  withPageMessages(() =>
    import('@/features/product/product-draft-preview-page').then((m) => ({ default: m.ProductDraftPreviewPage })),
  ),
);
// The checkout's frame (header, progress trail) too: the home route never shows it.
const CheckoutLayout = lazy(
  withPageMessages(() => import('./layout/checkout-layout').then((m) => ({ default: m.CheckoutLayout }))),
);
const CheckoutPage = lazy(
  withPageMessages(() => import('@/features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage }))),
);
const ManageGiftPage = lazy(
  withPageMessages(() =>
    import('@/features/manage-gift/manage-gift-page').then((m) => ({ default: m.ManageGiftPage })),
  ),
);
const SendToManyPage = lazy(
  withPageMessages(() =>
    import('@/features/bulk-order/send-to-many-page').then((m) => ({ default: m.SendToManyPage })),
  ),
);
const ConfirmationPage = lazy(
  withPageMessages(() =>
    import('@/features/confirmation/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
  ),
);

const withFallback = (page: ReactNode) => <Suspense fallback={<Spinner className="min-h-dvh" />}>{page}</Suspense>;

/**
 * product §2: the one route table (the server's copy, for first loads' data and status, is
 * @giftfront/domain/storefront-paths; routes.test.ts keeps them equal). Slugs are optional in
 * the pattern so a missing one can say 'No slug provided'.
 * With hideCheckBalance there is no balance route, so its path falls through to the 404 page.
 */
export const routesFor = (settings: Pick<StoreSettings, 'hideCheckBalance'>): RouteObject[] => [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'vouchers', element: <VouchersPage /> },
      { path: 'gift-card/:slug?', element: <GiftCardPage /> },
      { path: 'voucher/:slug?', element: <VoucherPage /> },
      ...(settings.hideCheckBalance ? [] : [{ path: 'gift-card-balance', element: <BalanceRoute /> }]),
      { path: 'cart', element: <CartPage /> },
      // The buyer's manage link from the receipt (issue 30).
      { path: 'manage-gift', element: <ManageGiftPage /> },
      // One gift card for many recipients in one order (issue 31).
      { path: 'send-to-many/:slug', element: <SendToManyPage /> },
      // The dashboard's live preview of a product being edited (@giftfront/domain/product-preview).
      { path: '_preview/product', element: <ProductDraftPreviewPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: withFallback(<CheckoutLayout step="checkout" />),
    children: [{ path: 'checkout', element: <CheckoutPage /> }],
  },
  {
    element: withFallback(<CheckoutLayout step="confirmation" />),
    children: [
      { path: 'confirmation', element: <ConfirmationPage /> },
      { path: 'order-confirmation', element: <ConfirmationPage /> },
    ],
  },
  { path: 'preview-gift-card/:slug?', element: withFallback(<PreviewGiftCardPage />) },
];

export function AppRoutes() {
  const { hideCheckBalance } = useStoreSettings();
  const routes = useMemo(() => routesFor({ hideCheckBalance }), [hideCheckBalance]);
  return useRoutes(routes);
}
