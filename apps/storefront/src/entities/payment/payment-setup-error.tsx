import { AlertCircle, RotateCcw } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/button';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';
import { paymentMessage } from './payment-messages';

/**
 * product §4 Payment setup error: what went wrong, with Retry when trying again can help
 * (without `onRetry` there is no button: a refusal stays a refusal).
 */
export function PaymentSetupError({
  message,
  detail,
  onRetry,
  testId = 'payment-setup-error',
}: {
  message: string;
  detail?: string | null;
  onRetry?: () => void;
  testId?: string;
}) {
  const say = useShopperMessage(paymentMessage);
  return (
    <div role="alert" data-testid={testId} className="rounded-xl border border-red-200 bg-red-50 p-4">
      <div className="flex gap-3">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-red-800">{say(message)}</p>
          {detail && (
            <p className="mt-1 text-red-700" data-testid={`${testId}-detail`}>
              {say(detail)}
            </p>
          )}
          {onRetry && (
            <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} data-testid="payment-retry">
              <RotateCcw aria-hidden="true" className="size-4" />
              <Trans>Retry</Trans>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
