import { useRef, useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { codeEnding, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { storePriceFormatter } from '@/lib/money-format';
import { useStoreSettings } from '@/lib/store-settings';
import { fetchTopUpOrder, validateTopUp } from './api/top-up-api';
import { PaymentSection } from './components/payment-section';
import { TopUpFieldsForm } from './components/top-up-fields';
import { PAYMENT_ERRORS, paymentErrorMessage } from './payment-error';
import { canPay, openedTopUpFields, roomOnCard, topUpFieldErrors, validTopUpAmount, type TopUpFields } from './top-up-form';
import type { TopUpPaymentHandle } from './top-up-payment';
import { useTopUpIntent } from './use-top-up-intent';

/** SPEC §2/§4/§5 'Top Up Gift Card': the amount and payer, a payment for exactly that amount, Pay and Cancel. */
export function TopUpDialog({ card, trigger, onToppedUp }: { card: GiftCardLookup; trigger: ReactNode; onToppedUp: (amount: number) => void }) {
  const settings = useStoreSettings();
  const currency = settings.currencyCode;
  const format = storePriceFormatter(card.isoCurrencyCode);
  const room = roomOnCard(card.balance, settings.maxGiftCardBalance, currency);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(() => openedTopUpFields(card.recipientEmailAddress));
  const [shown, setShown] = useState<ReadonlySet<keyof TopUpFields>>(new Set(['amountText']));
  const [processing, setProcessing] = useState(false);
  const [paymentComplete, setPaymentComplete] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const paymentRef = useRef<TopUpPaymentHandle>(null);

  const errors = topUpFieldErrors(fields, currency, room);
  const amount = open ? validTopUpAmount(fields.amountText, currency, room) : null;
  const { intent, retry } = useTopUpIntent({ amount, currency, giftCardId: card.id, payment: settings.payment });
  const ready = intent.status === 'ready' && intent.amount === amount ? intent : null;
  const payable = canPay({
    processing,
    initialising: intent.status === 'initialising' || (intent.status === 'ready' && !ready),
    clientSecret: ready?.clientSecret ?? null,
    fieldsValid: Object.keys(errors).length === 0,
    paymentComplete,
  });

  function changeOpen(next: boolean) {
    if (processing) return;
    if (next) {
      // SPEC §4: opening resets the amount to 20, prefills the email and clears the names.
      setFields(openedTopUpFields(card.recipientEmailAddress));
      setShown(new Set(['amountText']));
      setPayError(null);
    }
    setOpen(next);
  }

  async function pay() {
    if (!ready || !payable) return;
    setProcessing(true);
    setPayError(null);
    try {
      const customer = { firstName: fields.firstName, lastName: fields.lastName, email: fields.email };
      const order = { giftCardId: card.id, paymentIntentId: ready.paymentIntentId, amount: ready.amount, currency, customer };
      const validation = await validateTopUp(order);
      if (!validation.success) throw new Error(validation.message || PAYMENT_ERRORS.validation);
      if (!paymentRef.current) throw new Error('The payment form is not ready. Please try again.');
      await paymentRef.current.confirm({ name: `${customer.firstName.trim()} ${customer.lastName.trim()}`, email: customer.email.trim() });
      // The sandbox credits the card on confirmation; with Stripe this makes the server credit it now.
      await fetchTopUpOrder(ready.paymentIntentId).catch((error: unknown) => console.error('Reading the top-up order failed', error));
      setFields((current) => ({ ...current, amountText: '' }));
      setOpen(false);
      onToppedUp(ready.amount);
    } catch (error) {
      console.error('Top-up payment failed', error);
      setPayError(paymentErrorMessage(error));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title="Top Up Gift Card"
      description={`Add money to the card ending ${codeEnding(card.code)}. Its balance is ${format(card.balance)}.`}
      testId="top-up-dialog"
      footer={
        <>
          <Button variant="outline" disabled={processing} onClick={() => changeOpen(false)} data-testid="top-up-cancel">
            Cancel
          </Button>
          <Button disabled={!payable} onClick={() => void pay()} data-testid="top-up-pay" className="min-w-32">
            {processing ? 'Processing...' : amount === null ? 'Pay' : `Pay ${format(amount)}`}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <TopUpFieldsForm
          fields={fields}
          errors={errors}
          shown={shown}
          symbol={format(0).replace(/[\d.,\s]/g, '')}
          disabled={processing}
          onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
          onLeave={(name) => setShown((current) => new Set(current).add(name))}
        />
        <PaymentSection intent={intent} onRetry={retry} onComplete={setPaymentComplete} processing={processing} paymentRef={paymentRef} />
        {payError && (
          <p role="alert" data-testid="top-up-error" className="mt-4 flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm font-medium text-red-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {payError}
          </p>
        )}
        {ready && !processing && !payable && (
          <p className="mt-4 text-sm text-gray-600" data-testid="top-up-hint">
            Fill in every field and your card details to pay.
          </p>
        )}
      </form>
    </Dialog>
  );
}
