import { useEffect, useState } from 'react';

/** Typing settles for this long before a payment is set up for the amount. */
export const AMOUNT_SETTLE_MS = 400;

/** The amount once it has stopped changing for `delay` ms; null while it is not valid. */
export function useSettledAmount(amount: number | null, delay: number): number | null {
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    if (amount === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(amount), delay);
    return () => clearTimeout(timer);
  }, [amount, delay]);
  return amount === null ? null : settled;
}
