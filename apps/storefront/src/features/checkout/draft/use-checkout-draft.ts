import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutDraft } from '@giftfront/domain/checkout-draft';
import { codeEnding } from '@giftfront/domain/gift-card-code';
import { useStoreSettings } from '@/entities/store/store-settings';
import { isNotFound } from '@/lib/api-client';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { readCheckoutDraft, writeCheckoutDraft } from '@/entities/cart/checkout-draft/checkout-draft';
import { clearCheckoutDraft } from '@/entities/cart/checkout-draft/draft-storage';
import { fetchDiscountCode } from '../promo/promo-api';
import { discountProblem } from '../promo/promo-rules';
import type { Promos } from '../promo/use-promos';
import type { CheckoutFormValues } from '../use-checkout-form';
import { draftFromForm } from './draft-form';

/** The draft kept for this store, read once when the checkout opens. */
export function useStoredCheckoutDraft(): CheckoutDraft | null {
  const [draft] = useState(readCheckoutDraft);
  return draft;
}

/** Looks the kept codes up again: a code that has ended or no longer fits the cart is not applied. */
async function restoreDiscounts(
  codes: readonly string[],
  currencyCode: string,
  apply: Promos['apply'],
  cartQuantity: number,
  isCurrent: () => boolean,
) {
  const applied: Promos['discounts'] = [];
  for (const code of codes) {
    try {
      const discount = await fetchDiscountCode(code, currencyCode);
      if (!isCurrent()) return;
      if (discountProblem(discount, { discounts: applied, giftCards: [] }, cartQuantity)) continue;
      applied.push(discount);
      apply({ kind: 'discount', discount });
    } catch (error) {
      if (!isNotFound(error)) console.warn(`Could not apply the kept discount code ${code} again`, error);
    }
  }
}

/**
 * Nothing lost on a reload: the form and the discount codes are kept in sessionStorage as they
 * change, and the kept codes are applied again when the checkout opens. A gift card's code is not
 * kept (it is the card's money): only its last four, so that `giftCardsTakenOff` names the cards a
 * reload took off until they are entered again. `forget()` once the order is placed: the draft is
 * removed and nothing is written again.
 */
export function useCheckoutDraft({
  draft,
  form,
  promos,
  cartQuantity,
}: {
  draft: CheckoutDraft | null;
  form: UseFormReturn<CheckoutFormValues>;
  promos: Promos;
  cartQuantity: number;
}) {
  const [restoring, setRestoring] = useState(() => (draft?.discountCodes.length ?? 0) > 0);
  // Until the kept codes are back, they are what is kept.
  const codesKey = (restoring ? (draft?.discountCodes ?? []) : promos.discounts.map((discount) => discount.code)).join(
    '\n',
  );
  const appliedEndings = promos.giftCards.map((card) => codeEnding(card.code));
  const endingsKey = appliedEndings.join('\n');
  const [takenOff] = useState(() => draft?.giftCardEndings ?? []);
  const latest = useRef({ codesKey, endingsKey, cartQuantity });
  const forgotten = useRef(false);
  useEffect(() => {
    latest.current = { codesKey, endingsKey, cartQuantity };
  }, [codesKey, endingsKey, cartQuantity]);

  const { apply } = promos;
  const { currencyCode } = useStoreSettings();
  useEffect(() => {
    if (!draft || draft.discountCodes.length === 0) return;
    let current = true;
    void restoreDiscounts(draft.discountCodes, currencyCode, apply, latest.current.cartQuantity, () => current).finally(
      () => {
        if (current) setRestoring(false);
      },
    );
    return () => {
      current = false;
    };
  }, [draft, apply, currencyCode]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!forgotten.current)
        writeCheckoutDraft(
          draftFromForm(values, splitCodes(latest.current.codesKey), splitCodes(latest.current.endingsKey)),
        );
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    let current = true;
    // A task later: on the checkout's first render this effect runs with all the page's others, in
    // one task a phone must not be held by (bench/results.md, the checkout's first load).
    void yieldToBrowser().then(() => {
      if (current && !forgotten.current)
        writeCheckoutDraft(draftFromForm(form.getValues(), splitCodes(codesKey), splitCodes(endingsKey)));
    });
    return () => {
      current = false;
    };
  }, [codesKey, endingsKey, form]);

  return {
    /** The endings of the gift cards applied before a reload and not entered again since. */
    giftCardsTakenOff: takenOff.filter((ending) => !appliedEndings.includes(ending)),
    forget() {
      forgotten.current = true;
      clearCheckoutDraft();
    },
  };
}

const splitCodes = (key: string) => (key ? key.split('\n') : []);
