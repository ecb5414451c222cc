import {
  SANDBOX_MESSAGES,
  SANDBOX_TEST_CARDS,
  type SandboxCard,
  type SandboxCardOutcome,
} from '@giftfront/domain/sandbox-card';

/**
 * The sandbox's test cards (decision 0003), checked like a real card form would: Luhn, expiry,
 * CVC. Only the last four digits ever leave this module.
 */
export type CardCheck =
  { ok: true; last4: string; brand: string | null; outcome: SandboxCardOutcome } | { ok: false; message: string };

/** The brand a card number's first digits name, as Stripe spells it; null when none of these. */
export function cardBrandOf(digits: string): string | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return SANDBOX_MESSAGES.expiryIncomplete;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return SANDBOX_MESSAGES.expiryInvalid;
  // A card is good through the last day of its expiry month.
  const firstOfNextMonth = Date.UTC(year, month, 1);
  return firstOfNextMonth <= now.getTime() ? SANDBOX_MESSAGES.expiryPast : null;
}

export function checkSandboxCard(card: SandboxCard, now: Date = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { ok: false, message: SANDBOX_MESSAGES.numberInvalid };
  if (digits.length < 12) return { ok: false, message: SANDBOX_MESSAGES.numberIncomplete };
  if (digits.length > 19 || !passesLuhn(digits)) return { ok: false, message: SANDBOX_MESSAGES.numberInvalid };
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, message: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: SANDBOX_MESSAGES.cvcIncomplete };
  const outcome = SANDBOX_TEST_CARDS.find((test) => test.number === digits)?.outcome ?? 'succeeds';
  return { ok: true, last4: digits.slice(-4), brand: cardBrandOf(digits), outcome };
}
