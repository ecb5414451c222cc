import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '@/components/spinner';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './store-states/not-found-page';

// Every page loads its own code, so the home route carries only what it shows (budget: 120 KB gzipped).
const HomePage = lazy(() => import('@/features/catalog/home-page').then((m) => ({ default: m.HomePage })));
const VouchersPage = lazy(() => import('@/features/catalog/vouchers-page').then((m) => ({ default: m.VouchersPage })));
const GiftCardPage = lazy(() => import('@/features/product/gift-card-page').then((m) => ({ default: m.GiftCardPage })));
const VoucherPage = lazy(() => import('@/features/product/voucher-page').then((m) => ({ default: m.VoucherPage })));
const CartPage = lazy(() => import('@/features/cart/cart-page').then((m) => ({ default: m.CartPage })));
const PreviewGiftCardPage = lazy(() =>
  import('@/features/product/preview-gift-card-page').then((m) => ({ default: m.PreviewGiftCardPage })),
);

/** SPEC §2: the one route table. Slugs are optional in the pattern so a missing one can say 'No slug provided'. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'vouchers', element: <VouchersPage /> },
      { path: 'gift-card/:slug?', element: <GiftCardPage /> },
      { path: 'voucher/:slug?', element: <VoucherPage /> },
      { path: 'cart', element: <CartPage /> },
    ],
  },
  {
    path: 'preview-gift-card/:slug?',
    element: (
      <Suspense fallback={<Spinner className="min-h-dvh" />}>
        <PreviewGiftCardPage />
      </Suspense>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
