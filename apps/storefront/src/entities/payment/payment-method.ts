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

/**
 * What an express wallet (Apple Pay, Google Pay, Link through Stripe's Express Checkout Element, or
 * the sandbox's test wallet) hands over: the payer and, when asked, where to ship (Stripe's shape).
 */
export interface WalletContact {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  shippingAddress?: {
    name?: string | null;
    address: {
      line1?: string | null;
      line2?: string | null;
      city?: string | null;
      state?: string | null;
      postal_code?: string | null;
      country?: string | null;
    };
  } | null;
}

/** An express wallet above the card form (decision 0116): it pays by the same path as the card. */
export interface WalletOptions {
  /** Validates the order (after onContact filled the form), then confirms with this method. */
  pay(method: PaymentMethod): Promise<void>;
  /** The wallet's payer and shipping address, put into the form before it is checked. */
  onContact?(contact: WalletContact): void;
  /** A postal order: the wallet asks for a shipping address, at this rate. */
  shipping?: { id: string; displayName: string; amount: number } | null;
}

export interface PaymentMethodProps {
  /** An express wallet, offered above the card fields; none on the top-up. */
  wallet?: WalletOptions;
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
