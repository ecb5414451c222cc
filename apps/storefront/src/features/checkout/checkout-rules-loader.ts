import { useEffect } from 'react';
import type * as customer from '@giftfront/domain/customer';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { loadPhoneField } from './components/lazy-phone-field';

export type CheckoutRulesModule = typeof customer;

let loading: Promise<CheckoutRulesModule> | undefined;

/**
 * The checkout form's rules (product §5), with the mobile number's: libphonenumber-js's metadata,
 * about 27 KB compressed, which nothing on the checkout's first load needs to draw the form. One
 * import for the page, which every check awaits: a check that comes before it has loaded waits for
 * it, and never runs without the rules. A failed import (offline, a new deployment) is tried again
 * by the next check.
 */
export function loadCheckoutRules(): Promise<CheckoutRulesModule> {
  return (loading ??= import('@giftfront/domain/customer').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/**
 * Starts loading the rules a task after the checkout's first render has been committed: not in the
 * effects' task, where Vite's import helper would add its <link>s among the page's first effects
 * (e2e/checkout-first-load.e2e.ts), and early enough that they are in before a shopper submits.
 * A failure here is reported by the check that needs the rules.
 */
export function usePreloadedCheckoutRules() {
  useEffect(() => {
    let current = true;
    void yieldToBrowser().then(() => {
      if (!current) return;
      loadCheckoutRules().catch(() => undefined);
      // The phone input shares the rules' metadata; in by the time postal delivery is chosen.
      loadPhoneField().catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, []);
}
