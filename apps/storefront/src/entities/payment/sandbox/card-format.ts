import type { SandboxCard } from '@giftfront/domain/sandbox-card';

/** The sandbox card form's typing aids: digits grouped as they are typed, like a real card form. */
const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' as typed: '1' stays, '4' becomes '04', '1228' becomes '12/28'. */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (text: string) => digitsOf(text, 4);

/** Complete enough to try: a full-length number, a month and year, a 3 or 4 digit code. The server judges the rest. */
export function isCardComplete(card: SandboxCard): boolean {
  const number = card.number.replace(/\D/g, '');
  return number.length >= 13 && /^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry) && /^\d{3,4}$/.test(card.cvc);
}
