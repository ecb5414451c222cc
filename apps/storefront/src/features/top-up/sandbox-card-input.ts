/** The sandbox card form's fields as typed (the sandbox provider of issue 4). */
export interface SandboxCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptySandboxCard = (): SandboxCardInput => ({ number: '', expiry: '', cvc: '' });

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (text: string) => digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12/34': the slash comes by itself, and deleting back over it works. */
export function formatCardExpiry(text: string): string {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCardCvc = (text: string) => digitsOf(text, 4);

/** Complete enough to try: the server checks the number, date and code for real. */
export function isSandboxCardComplete(card: SandboxCardInput): boolean {
  const digits = card.number.replace(/\D/g, '').length;
  return digits >= 12 && /^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry) && /^\d{3,4}$/.test(card.cvc);
}
