import type { RefObject } from 'react';
import type { PaymentIntent } from '@giftfront/domain/order';

/** product §7 billing details sent with the confirmation: email, name, phone, address line, city, postal code, country. */
export interface BillingDetails {
  name: string;
  email: string;
  phone?: string | null;
  address?: { line1: string; city: string; postalCode: string; country: string } | null;
}

export type ConfirmResult = { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; message: string };

/** What a provider's card form lets the payment form do once the order is validated. */
export interface PaymentMethod {
  confirm(intent: PaymentIntent, billing: BillingDetails): Promise<ConfirmResult>;
}

export interface PaymentMethodProps {
  intent: PaymentIntent;
  /** While paying: the card fields are locked. */
  disabled: boolean;
  methodRef: RefObject<PaymentMethod | null>;
  /** product §4: the form reports when its fields are complete. */
  onCompleteChange(complete: boolean): void;
  /** The provider's form could not load. */
  onLoadError(): void;
  /** The amount as shown, for the authentication dialog. */
  amountText?: string;
}
