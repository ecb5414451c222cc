import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { PaymentForm, type PaymentFormProps, type PreparedPayment } from '@/entities/payment/payment-form';
import type { PaymentIntentController } from '@/entities/payment/use-payment-intent';
import { storeLinks } from '@/lib/platform-links';
import { useStoreSettings } from '@/entities/store/store-settings';
import { CheckoutSection } from './checkout-section';
import { CheckoutMobileBar } from './checkout-mobile-bar';
import { PlaceOrderPanel } from './place-order-panel';

const PAYMENT_FORM_ID = 'checkout-payment-form';

/** product §2 Payment: the card form and 'Pay now', or 'Place order' when nothing is left to pay. */
export function PaymentSection({
  title,
  payLabel,
  totalText,
  nothingToPay,
  controller,
  payment,
  prepare,
  onPaid,
  wallet,
}: {
  title: string;
  payLabel: string;
  totalText: string;
  nothingToPay: boolean;
  controller: PaymentIntentController;
  payment: PaymentSettings;
  prepare(): Promise<PreparedPayment | null>;
  onPaid(paymentIntentId: string): void;
  /** An express wallet above the card form (decision 0116). */
  wallet?: PaymentFormProps['wallet'];
}) {
  const ready = controller.setup.status === 'ready';
  const terms = storeLinks(useStoreSettings().company).terms;
  return (
    <CheckoutSection
      title={title}
      testId="payment"
      aside={
        <span className="flex items-center gap-1.5 text-xs font-medium text-gray-500">
          <Lock aria-hidden="true" className="size-3.5" />
          <Trans>Secure and encrypted</Trans>
        </span>
      }
    >
      {nothingToPay ? (
        <PlaceOrderPanel prepare={prepare} onPlaced={onPaid} />
      ) : (
        <>
          <div
            className="mb-4 flex items-baseline justify-between rounded-xl bg-gray-50 px-4 py-3 text-sm"
            data-testid="payment-total"
          >
            <span className="text-gray-600">
              <Trans>Total to pay</Trans>
            </span>
            <span className="text-base font-bold text-gray-900 tabular-nums">{totalText}</span>
          </div>
          <PaymentForm
            controller={controller}
            payment={payment}
            payLabel={payLabel}
            amountText={totalText}
            formId={PAYMENT_FORM_ID}
            prepare={prepare}
            onPaid={onPaid}
            wallet={wallet}
          />
          {ready && <CheckoutMobileBar totalText={totalText} payLabel={payLabel} formId={PAYMENT_FORM_ID} />}
        </>
      )}
      <p className="mt-4 text-center text-xs text-gray-500">
        <Trans>
          By placing your order you agree to the{' '}
          <a
            href={terms}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2 hover:text-gray-800"
          >
            terms of service
          </a>
          .
        </Trans>
      </p>
    </CheckoutSection>
  );
}
