import type { CheckoutDraft } from '@giftfront/domain/checkout-draft';
import { emptyCustomerForm } from '@giftfront/domain/customer-form';
import type { CheckoutFormValues } from '../use-checkout-form';

export const emptyCheckoutForm = (): CheckoutFormValues => ({
  ...emptyCustomerForm(),
  deliveryMode: 'digital',
  shippingOptionId: null,
});

/** The form as a reload finds it: the kept values, without a shipping option the store no longer has. */
export function formValuesFromDraft(
  draft: CheckoutDraft | null,
  shippingOptionIds: readonly string[],
): CheckoutFormValues {
  if (!draft) return emptyCheckoutForm();
  const { shippingOptionId, ...form } = draft.form;
  return {
    ...emptyCheckoutForm(),
    ...form,
    shippingOptionId: shippingOptionId && shippingOptionIds.includes(shippingOptionId) ? shippingOptionId : null,
  };
}

/** What is kept of the form: its fields, the discount codes and the gift cards' endings, nothing else. */
export function draftFromForm(
  values: Partial<CheckoutFormValues>,
  discountCodes: readonly string[],
  giftCardEndings: readonly string[] = [],
): Omit<CheckoutDraft, 'version'> {
  const form = { ...emptyCheckoutForm(), ...values };
  return {
    form: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      mobileNumber: form.mobileNumber,
      shipToName: form.shipToName,
      company: form.company,
      address: form.address,
      apartment: form.apartment,
      city: form.city,
      region: form.region,
      postalCode: form.postalCode,
      country: form.country,
      marketingOptIn: form.marketingOptIn,
      deliveryMode: form.deliveryMode,
      shippingOptionId: form.shippingOptionId,
    },
    discountCodes: [...discountCodes],
    giftCardEndings: [...giftCardEndings],
  };
}
