import type { Ref } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TopUpPayment, type TopUpPaymentHandle } from '../top-up-payment';
import type { TopUpIntent } from '../use-top-up-intent';

/** SPEC §4 Top-up payment: initialising ('Initializing payment...'), error with Retry, or the card form. */
export function PaymentSection({ intent, onRetry, onComplete, processing, paymentRef }: {
  intent: TopUpIntent;
  onRetry: () => void;
  onComplete: (ready: boolean) => void;
  processing: boolean;
  paymentRef: Ref<TopUpPaymentHandle>;
}) {
  return (
    <section aria-labelledby="top-up-payment-heading" className="mt-6 border-t border-gray-100 pt-5" data-testid="top-up-payment">
      <h3 id="top-up-payment-heading" className="mb-3 text-sm font-semibold text-gray-900">
        Payment
      </h3>
      {intent.status === 'idle' && <p className="text-sm text-gray-600">Enter a valid amount to set up the payment.</p>}
      {intent.status === 'initialising' && <Spinner label="Initializing payment..." className="justify-start py-3" />}
      {intent.status === 'error' && (
        <div role="alert" data-testid="top-up-payment-error" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm text-red-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">{intent.message}</p>
          {intent.retryable && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Retry
            </Button>
          )}
        </div>
      )}
      {intent.status === 'ready' && (
        <TopUpPayment ref={paymentRef} clientSecret={intent.clientSecret} paymentIntentId={intent.paymentIntentId} onComplete={onComplete} disabled={processing} />
      )}
    </section>
  );
}
