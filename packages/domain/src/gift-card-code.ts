/**
 * A gift card's code as people type it and as it is shown: no zod here, so a page that only shows
 * or normalises a code does not build the card's shapes (gift-card.ts re-exports these).
 */
/** Codes are matched ignoring case, spaces and dashes. */
export function normalizeGiftCardCode(code: string): string {
  return code
    .trim()
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

export const GIFT_CARD_CODE_MAX_LENGTH = 64;

/**
 * The normalised code, or null when the text cannot be a code: empty after normalising, longer
 * than GIFT_CARD_CODE_MAX_LENGTH, or holding anything but letters and digits (A-Z, 0-9).
 */
export function parseGiftCardCode(text: string): string | null {
  const code = normalizeGiftCardCode(text);
  return code.length > 0 && code.length <= GIFT_CARD_CODE_MAX_LENGTH && /^[A-Z0-9]+$/.test(code) ? code : null;
}

/** product §9: codes display only their last four characters. */
export function maskGiftCardCode(code: string): string {
  const normalized = normalizeGiftCardCode(code);
  return `•••• ${normalized.slice(-4)}`;
}

export function codeEnding(code: string): string {
  return normalizeGiftCardCode(code).slice(-4);
}
