import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { validateCustomerForm, type CustomerForm } from '@giftfront/domain/customer';
import { checkoutRules, type DeliveryMode } from './delivery/delivery-rules';

export interface CheckoutFormValues extends CustomerForm {
  deliveryMode: DeliveryMode;
  shippingOptionId: string | null;
}

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
  'country',
  'address',
  'apartment',
  'city',
  'postalCode',
  'company',
  'mobileNumber',
  'shippingOptionId',
];

export const fieldId = (name: CheckoutFieldName) => `checkout-${name}`;

/** SPEC §5 Checkout submit through the domain's validateCustomerForm; the delivery message sits on the option list. */
const resolver: Resolver<CheckoutFormValues, CheckoutFormContext> = (values, context) => {
  const rules = checkoutRules({ applies: context?.shippingApplies ?? false, mode: values.deliveryMode, shippingOptionId: values.shippingOptionId });
  const { deliveryOption, ...fields } = validateCustomerForm(values, rules);
  const errors: FieldErrors<CheckoutFormValues> = {};
  for (const [name, message] of Object.entries(fields)) errors[name as keyof CustomerForm] = { type: 'validate', message };
  if (deliveryOption) errors.shippingOptionId = { type: 'validate', message: deliveryOption };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** `initial`: the form as the shopper left it (a reload), else empty with digital delivery. */
export function useCheckoutForm(shippingApplies: boolean, initial: CheckoutFormValues) {
  return useForm<CheckoutFormValues, CheckoutFormContext>({
    defaultValues: initial,
    resolver,
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
