import { minorUnits } from '@giftfront/domain/money';
import { memo, useContext, useEffect, useMemo, useState } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@/lib/router';
import type { CartItem } from '@giftfront/domain/cart';
import type { CheckoutDraft } from '@giftfront/domain/checkout-draft';
import { formatMoney } from '@/lib/money-format';
import { giftShipToLines } from '@/entities/address/gift-ship-to';
import { ShopActionsContext } from '@/entities/cart/shop-actions';
import { useCart } from '@/entities/cart/use-cart';
import type { BillingDetails } from '@/entities/payment/payment-method';
import type { WalletContact } from '@/entities/payment/payment-method';
import { usePaymentIntent } from '@/entities/payment/use-payment-intent';
import { useStoreSettings } from '@/entities/store/store-settings';
import { checkoutText } from './checkout-text';
import { RenderInTurn } from '@/lib/render-in-turn';
import { CheckoutColumns, SUMMARY_PLACE } from './components/checkout-columns';
import { DeliveryPlaceholder, PaymentPlaceholder, SummaryPlaceholder } from './components/checkout-skeleton';
import { DeliverySection } from './components/delivery-section';
import { ErrorSummary } from './components/error-summary';
import { GiftCardsTakenOff } from './components/gift-cards-taken-off';
import { OrderSummary } from './components/order-summary';
import { PaymentSection } from './components/payment-section';
import { YourDetailsSection } from './components/your-details-section';
import { physicalOptions, selectedShippingOption, shippingApplies } from './delivery/delivery-rules';
import { formValuesFromDraft } from './draft/draft-form';
import { useCheckoutDraft, useStoredCheckoutDraft } from './draft/use-checkout-draft';
import { PAYMENT_MESSAGES, PaymentProblem } from '@/entities/payment/payment-messages';
import { usePreloadedCheckoutRules } from './checkout-rules-loader';
import { buildOrderPayload, priceOrder } from './order-payload';
import { usePromos } from './promo/use-promos';
import { walletContactToForm } from './wallet-contact';
import { orderedErrors, useCheckoutForm, type CheckoutFormValues } from './use-checkout-form';

function billingDetailsOf(values: CheckoutFormValues, physical: boolean): BillingDetails {
  return {
    name: `${values.firstName} ${values.lastName}`.trim(),
    email: values.email.trim(),
    phone: values.mobileNumber || null,
    address: physical
      ? { line1: values.address, city: values.city, postalCode: values.postalCode, country: values.country }
      : null,
  };
}

/**
 * product §2 Checkout: the form sections beside the order summary. This holds the form; the page is
 * CheckoutForm, memoised: react-hook-form re-renders the component that holds it when it marks
 * itself ready, at once after the first render, and on a phone that second pass of every section was
 * as long as the first (bench/results.md). CheckoutForm subscribes to what its sections read.
 */
export function CheckoutView({ items }: { items: CartItem[] }) {
  const settings = useStoreSettings();
  const options = useMemo(() => physicalOptions(settings), [settings]);
  const applies = shippingApplies(items, settings);
  const draft = useStoredCheckoutDraft();
  const form = useCheckoutForm(
    applies,
    formValuesFromDraft(
      draft,
      options.map((option) => option.id),
    ),
  );
  return <CheckoutForm items={items} form={form} draft={draft} />;
}

const CheckoutForm = memo(function CheckoutForm({
  items,
  form,
  draft,
}: {
  items: CartItem[];
  form: UseFormReturn<CheckoutFormValues>;
  draft: CheckoutDraft | null;
}) {
  const settings = useStoreSettings();
  const cart = useCart();
  const navigate = useNavigate();
  const shop = useContext(ShopActionsContext);
  const { i18n } = useLingui();
  const text = useMemo(() => checkoutText(settings.pageText.checkout, i18n), [settings.pageText.checkout, i18n]);
  const options = useMemo(() => physicalOptions(settings), [settings]);
  const applies = shippingApplies(items, settings);
  // What the sections read of the form's state and values (through `form`), so this re-renders
  // whenever the form's holder would have re-rendered them.
  const { errors, touchedFields, dirtyFields, isSubmitted } = useFormState({ control: form.control });
  void [errors, touchedFields, dirtyFields, isSubmitted];
  const [deliveryMode, shippingOptionId] = useWatch({
    control: form.control,
    name: ['deliveryMode', 'shippingOptionId', 'country'],
  });
  // A postal gift (issue 26 item 12) is posted to its recipient at the address typed in the gift
  // dialog: the order's one Ship to, set in the form for the payload, the error box and the server.
  const postalGift = postalGiftOf(items);
  const postalKey = postalGift ? JSON.stringify(postalGift.details) : null;
  useEffect(() => {
    if (!postalGift || !applies) return;
    const { recipientName, postal } = postalGift.details;
    const options = { shouldDirty: true };
    form.setValue('deliveryMode', 'physical', options);
    form.setValue('shipToName', recipientName, options);
    form.setValue('company', postal!.company, options);
    form.setValue('address', postal!.address, options);
    form.setValue('apartment', postal!.apartment, options);
    form.setValue('city', postal!.city, options);
    form.setValue('region', postal!.region, options);
    form.setValue('postalCode', postal!.postalCode, options);
    form.setValue('country', postal!.country, options);
    // Set from the gift, whatever the form held before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postalKey, applies]);
  const cartQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const promos = usePromos(
    cartQuantity,
    items.map((item) => item.product.id),
  );
  const keptForm = useCheckoutDraft({ draft, form, promos, cartQuantity });
  usePreloadedCheckoutRules();
  const [focusKey, setFocusKey] = useState(0);

  const currency = settings.currencyCode;
  const physical = applies && deliveryMode === 'physical';
  const order = {
    settings,
    items,
    discounts: promos.discounts,
    giftCards: promos.giftCards,
    selectedShippingOption: selectedShippingOption({ applies, mode: deliveryMode, shippingOptionId }),
  };
  const pricing = priceOrder(order);
  const { total } = pricing.totals;
  const totalText = formatMoney(total, currency);
  const controller = usePaymentIntent({
    amount: total,
    currency,
    payment: settings.payment,
    enabled: total > 0,
    persist: true,
  });

  /**
   * product §5: the form is checked on submit; a refusal lists the errors in the box and moves focus
   * there. Rules that could not load (offline) are reported as the payment form's own failure to load,
   * under the Pay button, and the next tap tries them again.
   */
  const submitted = () =>
    new Promise<CheckoutFormValues | null>((resolve, reject) => {
      form
        .handleSubmit(resolve, () => {
          setFocusKey((key) => key + 1);
          resolve(null);
        })()
        .catch((failure: unknown) => {
          console.error('Could not load the checkout form’s rules', failure);
          reject(new PaymentProblem(PAYMENT_MESSAGES.formInitFailed));
        });
    });

  async function prepare() {
    const values = await submitted();
    if (!values) return null;
    return {
      billingDetails: billingDetailsOf(values, physical),
      payload: (paymentIntentId: string | null) => buildOrderPayload(order, values, paymentIntentId),
    };
  }

  /**
   * An express wallet's payer, and for a postal order its shipping address (decision 0116), into
   * the form before it is checked; a postal gift keeps its own address.
   */
  const chosenOption = physical ? options.find((option) => option.id === shippingOptionId) : undefined;
  const wallet = {
    onContact(contact: WalletContact) {
      const fields = walletContactToForm(
        physical && !postalGift ? contact : { ...contact, shippingAddress: null },
        form.getValues(),
      );
      for (const [name, value] of Object.entries(fields))
        form.setValue(name as keyof typeof fields, value, { shouldDirty: true });
    },
    shipping:
      physical && chosenOption
        ? { id: chosenOption.id, displayName: chosenOption.name, amount: pricing.totals.shipping }
        : null,
  };

  /** product §4: on payment success the cart (and its stored intent) is cleared, and the kept form with it. */
  function onPaid(paymentIntentId: string) {
    keptForm.forget();
    navigate(`/confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`);
    cart.clearAll();
  }

  return (
    <CheckoutColumns
      summary={
        <RenderInTurn fallback={<SummaryPlaceholder />}>
          <OrderSummary
            items={items}
            promos={promos}
            cartQuantity={cartQuantity}
            pricing={pricing}
            shipping={{ shown: applies, chosen: !physical || Boolean(shippingOptionId) }}
            taxIncluded={settings.shouldIncludeTaxInPricing}
            onEditGift={shop?.openGiftDetails}
            className={SUMMARY_PLACE}
          />
        </RenderInTurn>
      }
      payment={
        <RenderInTurn fallback={<PaymentPlaceholder text={text} />}>
          <PaymentSection
            title={text.paymentTitle}
            payLabel={text.payButton}
            totalText={totalText}
            nothingToPay={total <= 0}
            controller={controller}
            payment={settings.payment}
            prepare={prepare}
            onPaid={onPaid}
            wallet={wallet}
          />
        </RenderInTurn>
      }
    >
      <GiftCardsTakenOff endings={keptForm.giftCardsTakenOff} />
      <ErrorSummary errors={orderedErrors(form.formState.errors)} focusKey={focusKey} />
      <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-6" data-testid="checkout-form">
        <YourDetailsSection form={form} text={text} />
        {applies && (
          <RenderInTurn fallback={<DeliveryPlaceholder text={text} />}>
            <DeliverySection
              form={form}
              text={text}
              options={options}
              giftRecipientName={giftRecipientName(items)}
              postalGift={
                postalGift && {
                  lines: giftShipToLines(postalGift.details) ?? [],
                  onEdit: shop ? () => shop.openGiftDetails(postalGift.itemId) : undefined,
                }
              }
              mapsApiKey={settings.integrations?.mapsApiKey}
              formatPrice={(minor) => formatMoney(minorUnits(minor), currency)}
            />
          </RenderInTurn>
        )}
      </form>
    </CheckoutColumns>
  );
});

/** The one recipient the cart's gifts name, who a postal order is then addressed to at first; none when they name several. */
function giftRecipientName(items: readonly CartItem[]): string | null {
  const names = new Set(
    items.map((item) => item.options.giftDetails?.recipientName?.trim()).filter((name): name is string => !!name),
  );
  return names.size === 1 ? [...names][0]! : null;
}

/** The cart's postal gift (issue 26 item 12), if any: one order is posted to one address. */
function postalGiftOf(items: readonly CartItem[]) {
  const item = items.find((candidate) => candidate.options.giftDetails?.postal);
  return item?.options.giftDetails ? { itemId: item.id, details: item.options.giftDetails } : null;
}
