import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';
import { ShieldCheck } from 'lucide-react';
import { apiPaths } from '@giftfront/domain/api-paths';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { apiPost } from '@/lib/api-client';
import { paymentErrorMessage } from './payment-error';
import { emptySandboxCard, formatCardCvc, formatCardExpiry, formatCardNumber, isSandboxCardComplete, type SandboxCardInput } from './sandbox-card-input';

/**
 * What the top-up dialog needs of a payment form. This file is the sandbox's card form; the
 * shared lib/payments PaymentForm (sandbox and Stripe Payment Element) can take its place
 * behind the same props and handle.
 */
export interface TopUpPaymentHandle {
  /** Charges the validated intent. Resolves once paid; rejects with an Error a shopper can read. */
  confirm(billing: { name: string; email: string }): Promise<void>;
}

export interface TopUpPaymentProps {
  clientSecret: string;
  paymentIntentId: string;
  /** Reports whether the card details are complete enough to pay (SPEC §4 completion flag). */
  onComplete: (ready: boolean) => void;
  disabled?: boolean;
  ref?: Ref<TopUpPaymentHandle>;
}

type Challenge = { resolve: () => void; reject: (error: Error) => void };
const inputClasses =
  'h-11 w-full rounded-xl border border-gray-300 bg-white px-3.5 text-base text-gray-900 tabular-nums placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary-light focus:outline-none disabled:bg-gray-50';

/** The sandbox card form with its 3-D Secure step (issue 4's test cards). */
export function TopUpPayment({ clientSecret, paymentIntentId, onComplete, disabled, ref }: TopUpPaymentProps) {
  const id = useId();
  const [card, setCard] = useState<SandboxCardInput>(emptySandboxCard);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const complete = isSandboxCardComplete(card);
  useEffect(() => onComplete(complete), [complete, onComplete]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm(billingDetails) {
        const intent = { paymentIntentId, clientSecret };
        const result = await apiPost<{ status: string }>(apiPaths.sandboxConfirm, { ...intent, card, billingDetails }).catch((error: unknown) => {
          throw new Error(paymentErrorMessage(error));
        });
        if (result.status === 'succeeded') return;
        // 3-D Secure: the payment waits for the shopper's answer in the dialog below.
        return new Promise<void>((resolve, reject) => setChallenge({ resolve, reject }));
      },
    }),
    [card, clientSecret, paymentIntentId],
  );

  async function authenticate(outcome: 'complete' | 'fail') {
    if (!challenge) return;
    setAuthenticating(true);
    try {
      await apiPost(apiPaths.sandboxAuthenticate, { paymentIntentId, clientSecret, outcome });
      challenge.resolve();
    } catch (error) {
      challenge.reject(new Error(paymentErrorMessage(error)));
    } finally {
      setAuthenticating(false);
      setChallenge(null);
    }
  }

  function abandon() {
    challenge?.reject(new Error('Authentication was cancelled. Please try again.'));
    setChallenge(null);
  }

  const field = (name: keyof SandboxCardInput, label: string, format: (text: string) => string, extra: object) => (
    <div className={name === 'number' ? 'col-span-2' : undefined}>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        inputMode="numeric"
        value={card[name]}
        disabled={disabled}
        onChange={(event) => setCard((current) => ({ ...current, [name]: format(event.target.value) }))}
        data-testid={`sandbox-card-${name}`}
        className={inputClasses}
        {...extra}
      />
    </div>
  );

  return (
    <div data-testid="sandbox-card-form">
      <div className="grid grid-cols-2 gap-3">
        {field('number', 'Card number', formatCardNumber, { autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' })}
        {field('expiry', 'Expiry (MM/YY)', formatCardExpiry, { autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
        {field('cvc', 'CVC', formatCardCvc, { autoComplete: 'cc-csc', placeholder: '123' })}
      </div>
      <p className="mt-3 text-xs text-gray-600">Test mode: pay with 4242 4242 4242 4242, any future date and any CVC. No money is taken.</p>
      <Dialog
        open={challenge !== null}
        onOpenChange={(open) => !open && !authenticating && abandon()}
        title="Confirm your payment"
        size="sm"
        testId="three-d-secure-dialog"
        footer={
          <>
            <Button variant="outline" disabled={authenticating} onClick={() => void authenticate('fail')}>
              Fail authentication
            </Button>
            <Button disabled={authenticating} onClick={() => void authenticate('complete')}>
              Complete authentication
            </Button>
          </>
        }
      >
        <div className="flex gap-3 text-sm text-gray-700">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p>Your bank asks you to confirm this payment (3-D Secure). In test mode, choose how the check ends.</p>
        </div>
      </Dialog>
    </div>
  );
}
