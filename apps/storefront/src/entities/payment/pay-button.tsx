import { useEffect, useRef } from 'react';
import { Lock } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/button';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';
import { paymentMessage } from './payment-messages';

/** product §4: 'Pay now', or 'Processing...' while paying. */
export function PayButton({
  label,
  processing,
  disabled,
  onClick,
  testId = 'pay-button',
}: {
  label: string;
  processing: boolean;
  disabled: boolean;
  onClick?: () => void;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="lg"
      fullWidth
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      aria-busy={processing || undefined}
    >
      <Lock aria-hidden="true" className="size-4" />
      {processing ? t`Processing...` : label}
    </Button>
  );
}

/**
 * A refused payment (declined, expired…) beside the card form. On a phone Pay is tapped in the
 * bottom bar, far from here: the message is scrolled into sight and takes focus, so it is seen and
 * read out, and the card fields are the next stop for the keyboard.
 */
export function PaymentError({ message, testId = 'payment-error' }: { message: string | null; testId?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const say = useShopperMessage(paymentMessage);
  useEffect(() => {
    if (!message) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid={testId}
      className="scroll-my-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
    >
      {say(message)}
    </p>
  );
}
