/**
 * What must never reach a log through a URL: gift card codes (bearer money, also in the POS API's
 * /api/v1/gift-cards/{code}), the ids of the
 * gift card pages that show a code, payment intent ids, their client secrets and order link
 * tokens. Codes and ids keep their last four characters, enough to tell two apart; secrets
 * keep nothing. Applied to every request line and every log message (app.ts).
 */
const CODE_OR_CARD_IN_PATH =
  /(\/(?:GiftCard\/(?:GetByCode|Preview|Pdf|GiftedPreview)|api\/Payment\/(?:GetGiftCardByCode|GetActiveDiscountCode)|api\/v1\/gift-cards)\/)([^/?#\s]+)/gi;
/** The dashboard's gift card search may be a whole code (the Redeem page looks cards up by it). */
const CARD_SEARCH = /(\/api\/admin\/gift-cards(?:\.csv)?\?(?:[^#\s]*?&)?query=)([^&#\s]*)/gi;
const ID_IN_QUERY = /([?&](?:paymentIntentId|payment_intent)=)([^&#\s]*)/gi;
const SECRET_IN_QUERY = /([?&](?:payment_intent_client_secret|clientSecret|token)=)([^&#\s]*)/gi;

const lastFour = (text: string) => `…${decodeSafe(text).slice(-4)}`;

export function redactUrl(url: string): string {
  return url
    .replace(CODE_OR_CARD_IN_PATH, (_match, prefix: string, code: string) => `${prefix}${lastFour(code)}`)
    .replace(CARD_SEARCH, (_match, prefix: string, query: string) => `${prefix}${lastFour(query)}`)
    .replace(ID_IN_QUERY, (_match, name: string, id: string) => `${name}${lastFour(id)}`)
    .replace(SECRET_IN_QUERY, (_match, name: string) => `${name}[redacted]`);
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
