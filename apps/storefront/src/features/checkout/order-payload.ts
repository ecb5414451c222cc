import { minorUnits } from '@giftfront/domain/money';
import type { CartItem } from '@giftfront/domain/cart';
import { checkoutFees, type CheckoutPricing, type CheckoutSettings } from '@giftfront/domain/checkout-pricing';
import { toOrderCustomer, type CustomerForm } from '@giftfront/domain/customer-form';
import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { codeEnding } from '@giftfront/domain/gift-card-code';
import type { OrderValidationPayload } from '@giftfront/domain/order';
import { priceCart } from '@/entities/cart/cart-pricing';
import { pageLanguageForOrder } from '@/lib/i18n/catalogs';

/** What the checkout knows about the order, apart from the shopper's details; every amount in minor units. */
export interface CheckoutOrder {
  settings: CheckoutSettings;
  items: readonly CartItem[];
  discounts: readonly DiscountCode[];
  giftCards: readonly GiftCardLookup[];
  /** The payload's selectedShippingOption: 'digital', null when none is chosen, else an option id. */
  selectedShippingOption: string | null;
}

/** product §9 pricing through the domain's priceCheckout, the function the server decides with. */
export function priceOrder(order: CheckoutOrder): CheckoutPricing {
  return priceCart(order.items, {
    settings: order.settings,
    discountCodes: [...order.discounts],
    shippingOptionId: order.selectedShippingOption,
    giftCards: order.giftCards.map((card) => ({ giftCardId: card.id, availableMinor: card.balance })),
  });
}

/**
 * product §3 Order validation payload: every number is what priceCheckout computed for this order,
 * in minor units; the API client encodes it to the decimals the server takes.
 */
export function buildOrderPayload(
  order: CheckoutOrder,
  customer: CustomerForm,
  paymentIntentId: string | null,
): OrderValidationPayload {
  const pricing = priceOrder(order);
  return {
    paymentIntentId,
    customer: toOrderCustomer(customer),
    cart: order.items.map((item) => {
      const { denomination, theme, giftDetails } = item.options;
      return {
        productId: item.product.id,
        denominationId: denomination.id,
        productName: item.product.name,
        denominationLabel: denomination.label,
        title: item.product.name,
        quantity: item.quantity,
        price: denomination.price,
        lineTotal: minorUnits(denomination.price * item.quantity),
        imageUrl: item.imageUrl || item.product.imageSrc,
        themeId: theme?.id ?? null,
        giftDetails: giftDetails ?? null,
      };
    }),
    discounts: order.discounts.map((discount) => ({
      code: discount.code,
      type: discount.discountType,
      amount: discount.amount,
    })),
    giftCardPayments: pricing.giftCards.map((paid) => {
      const card = order.giftCards.find((c) => c.id === paid.giftCardId)!;
      return { giftCardId: card.id, codeEnding: codeEnding(card.code), amountPaid: paid.amountMinor };
    }),
    totals: pricing.totals,
    fees: checkoutFees(pricing),
    currency: pricing.currency,
    isTopup: false,
    topupGiftCardId: null,
    selectedShippingOption: order.selectedShippingOption,
    language: pageLanguageForOrder(),
  };
}
