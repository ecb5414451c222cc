import { useEffect, useRef, useState } from 'react';
import { CreditCard, FlaskConical } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  SANDBOX_TEST_CARDS,
  type AuthenticationOutcome,
  type SandboxCard,
  type SandboxCardOutcome,
} from '@giftfront/domain/sandbox-card';
import { TextField } from '@/components/text-field';
import { serverMessage } from '../payment-messages';
import type { ConfirmResult, PaymentMethodProps } from '../payment-method';
import { ExpressWalletSlot } from '../express-wallet-slot';
import { SandboxWalletButton } from './sandbox-wallet-button';
import { formatCardNumber, formatCvc, formatExpiry, isCardComplete } from './card-format';
import { authenticateSandboxPayment, confirmSandboxPayment } from './sandbox-api';
import { keepInputValue } from '@/lib/keep-input-value';
import { LazyThreeDSecureDialog, preloadThreeDSecureDialog } from './lazy-three-d-secure-dialog';

/** What paying with each test card does, as the hint lists it after the number. */
const OUTCOMES: Record<SandboxCardOutcome, MessageDescriptor> = {
  succeeds: msg`succeeds`,
  declined: msg`is declined`,
  insufficient_funds: msg`has insufficient funds`,
  requires_authentication: msg`asks for 3-D Secure`,
};

/**
 * Card digits in groups read left to right in a right-to-left page too ('4242 4242 …', '12/34'):
 * with no letters to go by, the text is laid out as its own left-to-right paragraph.
 */
const DIGITS_LEFT_TO_RIGHT = '[unicode-bidi:plaintext]';

/** A card refusal (402) or a card-format message (400) is the card's answer; anything else is thrown. */
function cardAnswer(error: unknown): ConfirmResult {
  const status = (error as { status?: number } | null)?.status;
  const message = serverMessage(error);
  if (message && (status === 400 || status === 402)) return { status: 'failed', message };
  throw error;
}

/** The sandbox provider's own card form (decision 0003): 'Card number', 'Expiry (MM/YY)', 'CVC'. */
export function SandboxCardForm({ disabled, methodRef, onCompleteChange, amountText, wallet }: PaymentMethodProps) {
  const { t, i18n } = useLingui();
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [challenge, setChallenge] = useState<((outcome: AuthenticationOutcome) => void) | null>(null);
  const cardRef = useRef(card);
  const complete = isCardComplete(card);

  useEffect(() => {
    cardRef.current = card;
  }, [card]);
  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  useEffect(() => {
    methodRef.current = {
      async confirm(intent, billing) {
        const ids = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
        preloadThreeDSecureDialog();
        try {
          const billingDetails = {
            name: billing.name,
            email: billing.email,
            ...(billing.address ? { address: billing.address } : {}),
          };
          const result = await confirmSandboxPayment({ ...ids, card: cardRef.current, billingDetails });
          if (result.status === 'succeeded') return { status: 'succeeded', paymentIntentId: result.paymentIntentId };
          const outcome = await new Promise<AuthenticationOutcome>((resolve) => setChallenge(() => resolve));
          setChallenge(null);
          const authenticated = await authenticateSandboxPayment({ ...ids, outcome });
          return { status: 'succeeded', paymentIntentId: authenticated.paymentIntentId };
        } catch (error) {
          return cardAnswer(error);
        }
      },
    };
    return () => {
      methodRef.current = null;
    };
  }, [methodRef]);

  const set =
    (field: keyof SandboxCard, format: (text: string) => string) => (event: React.ChangeEvent<HTMLInputElement>) => {
      const kept = format(event.target.value);
      keepInputValue(event.currentTarget, kept);
      setCard((current) => ({ ...current, [field]: kept }));
    };

  return (
    <div data-testid="sandbox-card-form" className="space-y-4">
      {wallet && <ExpressWalletSlot>{<SandboxWalletButton wallet={wallet} disabled={disabled} />}</ExpressWalletSlot>}
      <TextField
        label={t`Card number`}
        value={card.number}
        onChange={set('number', formatCardNumber)}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        disabled={disabled}
        testId="card-number"
        className={DIGITS_LEFT_TO_RIGHT}
        adornment={<CreditCard aria-hidden="true" className="size-5" />}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t`Expiry (MM/YY)`}
          value={card.expiry}
          onChange={set('expiry', formatExpiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          disabled={disabled}
          testId="card-expiry"
          className={DIGITS_LEFT_TO_RIGHT}
        />
        <TextField
          label={t`CVC`}
          value={card.cvc}
          onChange={set('cvc', formatCvc)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          disabled={disabled}
          testId="card-cvc"
          className={DIGITS_LEFT_TO_RIGHT}
        />
      </div>
      <div
        className="rounded-xl border border-dashed border-amber-300 bg-amber-50/70 px-4 py-3 text-xs text-amber-900"
        data-testid="test-card-hint"
      >
        <p className="flex items-center gap-1.5 font-semibold">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          <Trans>Test mode: no real card is charged.</Trans>
        </p>
        <ul className="mt-1.5 space-y-0.5">
          {SANDBOX_TEST_CARDS.map((test) => (
            <li key={test.number}>
              <span dir="ltr" className="font-mono tabular-nums">
                {formatCardNumber(test.number)}
              </span>{' '}
              {i18n._(OUTCOMES[test.outcome])}
            </li>
          ))}
        </ul>
        <p className="mt-1.5">
          <Trans>Use any future expiry date and any 3-digit CVC.</Trans>
        </p>
      </div>
      <LazyThreeDSecureDialog
        open={challenge !== null}
        amountText={amountText}
        onDecide={(outcome) => challenge?.(outcome)}
      />
    </div>
  );
}
