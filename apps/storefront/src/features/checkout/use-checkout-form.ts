import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { CheckoutFormValues } from '@giftfront/domain/customer';
import { loadCheckoutRules } from './checkout-rules-loader';
import { checkoutRules } from './delivery/delivery-rules';

export type { CheckoutFormValues };

export type CheckoutFieldName = keyof CheckoutFormValues;

interface CheckoutFormContext {
  /** Shipping applies to this cart (an item ships and the store has options). */
  shippingApplies: boolean;
}

/** The order fields appear in on the page, which the error box follows. */
export const FIELD_ORDER: readonly CheckoutFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'shipToName',
  'country',
  'address',
  'apartment',
  'city',
  'region',
  'postalCode',
  'company',
  'mobileNumber',
  'shippingOptionId',
];

export const fieldId = (name: CheckoutFieldName) => `checkout-${name}`;

/**
 * product §5 Checkout submit with the domain's checkout form schema for the rules the values call
 * for (an address for physical delivery, an option when one must be chosen). The schema comes with
 * the phone numbers' rules, loaded after the page's first render (checkout-rules-loader.ts): a check
 * asked for sooner waits for them; if they cannot load, the check fails (the submit reports it).
 */
export const checkoutResolver: Resolver<CheckoutFormValues, CheckoutFormContext> = async (values, context, options) => {
  const rules = checkoutRules({
    applies: context?.shippingApplies ?? false,
    mode: values.deliveryMode,
    shippingOptionId: values.shippingOptionId,
  });
  const { checkoutFormSchema } = await loadCheckoutRules();
  return zodResolver(checkoutFormSchema(rules))(values, context, options);
};

/** `initial`: the form as the shopper left it (a reload), else empty with digital delivery. */
export function useCheckoutForm(shippingApplies: boolean, initial: CheckoutFormValues) {
  return useForm<CheckoutFormValues, CheckoutFormContext>({
    defaultValues: initial,
    resolver: checkoutResolver,
    context: { shippingApplies },
    mode: 'onSubmit',
    // Errors clear as the shopper fixes them; focus goes to the error box, not the first field.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}

/** The messages of the error box, in page order. */
export function orderedErrors(errors: FieldErrors<CheckoutFormValues>): { name: CheckoutFieldName; message: string }[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? [{ name, message }] : [];
  });
}
