import { Suspense, useMemo, type ReactNode } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { loadInStages } from '@/lib/load-in-stages';
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
const HomePage = lazyPage(() => import('@/features/catalog/home-page').then((m) => ({ default: m.HomePage })));
const VouchersPage = lazyPage(() =>
  import('@/features/catalog/vouchers-page').then((m) => ({ default: m.VouchersPage })),
);
const GiftCardPage = lazyPage(
  withPageMessages(() => import('@/features/product/gift-card-page').then((m) => ({ default: m.GiftCardPage }))),
);
const VoucherPage = lazyPage(
  withPageMessages(() => import('@/features/product/voucher-page').then((m) => ({ default: m.VoucherPage }))),
);
const BalanceRoute = lazyPage(
  withPageMessages(() => import('./balance-route').then((m) => ({ default: m.BalanceRoute }))),
);
const CartPage = lazyPage(
  withPageMessages(() => import('@/features/cart/cart-page').then((m) => ({ default: m.CartPage }))),
);
const PreviewGiftCardPage = lazyPage(
  withPageMessages(() =>
    import('@/features/product/preview-gift-card-page').then((m) => ({ default: m.PreviewGiftCardPage })),
  ),
);
const ProductDraftPreviewPage = lazyPage(
  withPageMessages(() =>
    import('@/features/product/product-draft-preview-page').then((m) => ({ default: m.ProductDraftPreviewPage })),
  ),
);
// The checkout's frame (header, progress trail) too: the home route never shows it.
const CheckoutLayout = lazyPage(
  withPageMessages(() => import('./layout/checkout-layout').then((m) => ({ default: m.CheckoutLayout }))),
);
// Its code is evaluated in tasks of about equal length (bench/results.md): the shapes at the bottom of
// its graph first (products, gift details with postal addresses, the cart, the customer form), then
// the page. The form's rules with the phone numbers' metadata are not among them: the page loads them
// a task after its first render (features/checkout/checkout-rules-loader.ts).
const CheckoutPage = lazyPage(
  withPageMessages(() =>
    loadInStages(
      [
        () => import('@giftfront/domain/product'),
        () => import('@giftfront/domain/gift-details'),
        () => import('@giftfront/domain/cart'),
        () => import('@giftfront/domain/customer-form'),
      ],
      () => import('@/features/checkout/checkout-page'),
    ).then((m) => ({ default: m.CheckoutPage })),
  ),
);
const ManageGiftPage = lazyPage(
  withPageMessages(() =>
    import('@/features/manage-gift/manage-gift-page').then((m) => ({ default: m.ManageGiftPage })),
  ),
);
const SendToManyPage = lazyPage(
  withPageMessages(() =>
    import('@/features/bulk-order/send-to-many-page').then((m) => ({ default: m.SendToManyPage })),
  ),
);
const ConfirmationPage = lazyPage(
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
      { index: true, element: <HomePage />, code: HomePage },
      { path: 'vouchers', element: <VouchersPage />, code: VouchersPage },
      { path: 'gift-card/:slug?', element: <GiftCardPage />, code: GiftCardPage },
      { path: 'voucher/:slug?', element: <VoucherPage />, code: VoucherPage },
      ...(settings.hideCheckBalance
        ? []
        : [{ path: 'gift-card-balance', element: <BalanceRoute />, code: BalanceRoute }]),
      { path: 'cart', element: <CartPage />, code: CartPage },
      // The buyer's manage link from the receipt (issue 30).
      { path: 'manage-gift', element: <ManageGiftPage />, code: ManageGiftPage },
      // One gift card for many recipients in one order (issue 31).
      { path: 'send-to-many/:slug', element: <SendToManyPage />, code: SendToManyPage },
      // The dashboard's live preview of a product being edited (@giftfront/domain/product-preview).
      { path: '_preview/product', element: <ProductDraftPreviewPage />, code: ProductDraftPreviewPage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: withFallback(<CheckoutLayout step="checkout" />),
    code: CheckoutLayout,
    children: [{ path: 'checkout', element: <CheckoutPage />, code: CheckoutPage }],
  },
  {
    element: withFallback(<CheckoutLayout step="confirmation" />),
    code: CheckoutLayout,
    children: [
      { path: 'confirmation', element: <ConfirmationPage />, code: ConfirmationPage },
      { path: 'order-confirmation', element: <ConfirmationPage />, code: ConfirmationPage },
    ],
  },
  { path: 'preview-gift-card/:slug?', element: withFallback(<PreviewGiftCardPage />), code: PreviewGiftCardPage },
];

export function AppRoutes() {
  const { hideCheckBalance } = useStoreSettings();
  const routes = useMemo(() => routesFor({ hideCheckBalance }), [hideCheckBalance]);
  return useRoutes(routes);
}
