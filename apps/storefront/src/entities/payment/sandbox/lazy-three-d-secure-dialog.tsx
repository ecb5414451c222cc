import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '@/components/use-opened-once';

const loadDialog = () => import('./three-d-secure-dialog');
const ThreeDSecureDialog = lazy(() => loadDialog().then((m) => ({ default: m.ThreeDSecureDialog })));

/** Starts loading the dialog's code (Radix Dialog, ~9 KB) while the payment is being confirmed. */
export function preloadThreeDSecureDialog() {
  void loadDialog();
}

/**
 * The 3-D Secure dialog, with its code loaded only when a bank first asks for it, so the
 * checkout's first load carries no dialog. Kept mounted after the first challenge so closing
 * it returns focus as a dialog should.
 */
export function LazyThreeDSecureDialog({ open, ...props }: ComponentProps<typeof ThreeDSecureDialog>) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <ThreeDSecureDialog open={open} {...props} />
    </Suspense>
  );
}
