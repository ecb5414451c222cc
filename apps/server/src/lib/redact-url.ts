/** Gift card codes travel in some URLs; logs keep only their last four characters. */
const CODE_IN_PATH = /(\/(?:GiftCard\/GetByCode|api\/Payment\/GetGiftCardByCode|api\/Payment\/GetActiveDiscountCode)\/)([^/?#]+)/i;

export function redactUrl(url: string): string {
  return url.replace(CODE_IN_PATH, (_match, prefix: string, code: string) => `${prefix}…${decodeSafe(code).slice(-4)}`);
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
