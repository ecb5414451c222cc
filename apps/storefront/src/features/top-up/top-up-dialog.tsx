import { minorUnits } from '@giftfront/domain/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { codeEnding, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { currencySymbolOf, storePriceFormatter } from '@/lib/money-format';
import { fetchOrderDetails } from '@/entities/payment/payments-api';
import { usePayment } from '@/entities/payment/use-payment';
import { useStoreSettings } from '@/entities/store/store-settings';
import { PaymentSection } from './components/payment-section';
import { TopUpFieldsForm } from './components/top-up-fields';
import { canPay } from './top-up-form';
import { topUpValidationPayload } from './top-up-payload';
import { useTopUpForm } from './use-top-up-form';
import { useTopUpIntent } from './use-top-up-intent';

/**
 * product §2/§4/§5 'Top Up Gift Card': the amount and payer, a payment for exactly that amount
 * (entities/payment: the store's card form, ValidateOrder with isTopup, then the provider), Pay and Cancel.
 */
export function TopUpDialog({
  card,
  trigger,
  onToppedUp,
}: {
  card: GiftCardLookup;
  trigger: ReactNode;
  onToppedUp: (amount: number) => void;
}) {
  const settings = useStoreSettings();
  const { t } = useLingui();
  const currency = settings.currencyCode;
  const format = storePriceFormatter(card.isoCurrencyCode);
  const [open, setOpen] = useState(false);
  const topUp = useTopUpForm(card.recipientEmailAddress, {
    currency,
    balanceMinor: card.balance,
    maxBalanceMinor: settings.maxGiftCardBalance,
  });
  const amount = open ? topUp.amount : null;
  const { controller, initialising } = useTopUpIntent({
    amount,
    currency,
    giftCardId: card.id,
    payment: settings.payment,
  });
  const { setup } = controller;

  async function prepare() {
    const customer = topUp.payer();
    // Pay is disabled until the fields are valid (product §5); this only keeps the types honest.
    if (amount === null || !customer) return null;
    return {
      billingDetails: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
      payload: (paymentIntentId: string | null) =>
        topUpValidationPayload({ giftCardId: card.id, paymentIntentId, amount, currency, customer }),
    };
  }

  async function onPaid(paymentIntentId: string) {
    // The sandbox credits the card on confirmation; with Stripe this makes the server credit it now.
    await fetchOrderDetails(paymentIntentId).catch((error: unknown) =>
      console.error('Reading the top-up order failed', error),
    );
    controller.forget();
    topUp.form.setValue('amountText', '');
    setOpen(false);
    if (amount !== null) onToppedUp(amount);
  }

  const paying = usePayment({ controller, prepare, onPaid });
  const { processing } = paying;
  const payable = canPay({
    processing,
    initialising,
    clientSecret: setup.status === 'ready' ? setup.intent.clientSecret : null,
    fieldsValid: topUp.valid,
    paymentComplete: paying.complete,
  });

  function changeOpen(next: boolean) {
    // A payment under way keeps the dialog open; after a success it has closed by itself.
    if (processing && !next) return;
    if (next) {
      topUp.reopen();
      paying.reset();
    }
    setOpen(next);
  }

  function pay() {
    if (payable) void paying.pay();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={t`Top Up Gift Card`}
      description={t`Add money to the card ending ${codeEnding(card.code)}. Its balance is ${format(card.balance)}.`}
      testId="top-up-dialog"
      footer={
        <>
          <Button variant="outline" disabled={processing} onClick={() => changeOpen(false)} data-testid="top-up-cancel">
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!payable} onClick={pay} data-testid="top-up-pay" className="min-w-32">
            {processing ? t`Processing...` : amount === null ? t`Pay` : t`Pay ${format(minorUnits(amount))}`}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        <TopUpFieldsForm form={topUp.form} symbol={currencySymbolOf(format)} disabled={processing} />
        <PaymentSection
          setup={setup}
          initialising={initialising}
          payment={settings.payment}
          paying={paying}
          amountText={amount === null ? undefined : format(minorUnits(amount))}
        />
        {paying.error && (
          <p
            role="alert"
            data-testid="top-up-error"
            className="mt-4 flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm font-medium text-red-800"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {paying.error}
          </p>
        )}
        {setup.status === 'ready' && !initialising && !processing && !payable && (
          <p className="mt-4 text-sm text-gray-600" data-testid="top-up-hint">
            <Trans>Fill in every field and your card details to pay.</Trans>
          </p>
        )}
      </form>
    </Dialog>
  );
}
