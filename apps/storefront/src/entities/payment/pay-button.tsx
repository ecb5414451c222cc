import { Lock } from 'lucide-react';
import { Button } from '@/components/button';

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
      {processing ? 'Processing...' : label}
    </Button>
  );
}

export function PaymentError({ message, testId = 'payment-error' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
    >
      {message}
    </p>
  );
}
