import { Link } from '@/lib/router';
import { ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { withEmbed } from '@/lib/embed-mode';
import { useLingui } from '@lingui/react/macro';

export type CheckoutStep = 'checkout' | 'confirmation';

/** product §2: the progress trail Home, Checkout, Confirmation, the current step marked. */
export function CheckoutProgress({ current, embedded = false }: { current: CheckoutStep; embedded?: boolean }) {
  const { t } = useLingui();
  const steps = [
    { id: 'home', label: t`Home`, to: '/' },
    { id: 'checkout', label: t`Checkout`, to: null },
    { id: 'confirmation', label: t`Confirmation`, to: null },
  ] as const;
  return (
    <nav aria-label={t`Checkout progress`} data-testid="checkout-progress">
      <ol className="flex items-center gap-1.5 text-sm">
        {steps.map((step, i) => {
          const isCurrent = step.id === current;
          return (
            <li key={step.id} className="flex items-center gap-1.5">
              {i > 0 && <ChevronRight aria-hidden="true" className="size-4 text-gray-400 rtl:-scale-x-100" />}
              {step.to && !isCurrent ? (
                <Link
                  to={withEmbed(step.to, embedded)}
                  className="rounded font-medium text-gray-600 hover:text-gray-900"
                >
                  {step.label}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={clsx(isCurrent ? 'font-semibold text-gray-900' : 'text-gray-500')}
                >
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
