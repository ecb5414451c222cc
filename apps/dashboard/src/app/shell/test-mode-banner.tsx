import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { useCan, useSession } from '@/lib/session';

/**
 * On every page while the store takes test payments (the sandbox, or a Stripe test key): orders
 * are not real money. Owners get the way to the payment settings (decision 0077).
 */
export function TestModeBanner() {
  const session = useSession();
  const isOwner = useCan('owner');
  if (!session.store.testPayments) return null;
  return (
    // A named region: a landmark of its own, so it is found (and axe finds no content outside landmarks).
    <section
      aria-label="Test mode"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-10"
      data-testid="test-mode-banner"
    >
      <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 gap-y-1">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        <strong className="font-semibold">Test mode.</strong>
        <span>Your store takes test payments: no money is taken and orders are not real sales.</span>
        {isOwner && (
          <Link to="/payments" className="font-medium underline underline-offset-2">
            Open the payment settings
          </Link>
        )}
      </p>
    </section>
  );
}
