/**
 * product §5: the custom amount input takes only digits with at most one decimal point, and an
 * empty amount counts as 0. Anything else typed or pasted is dropped; digits past the
 * currency's minor units are dropped too, so the amount shown is the amount charged.
 */
export function sanitizeAmountInput(text: string, maxDecimals = 2): string {
  let result = '';
  let seenPoint = false;
  let decimals = 0;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (seenPoint) {
        if (decimals >= maxDecimals) continue;
        decimals += 1;
      }
      result += char;
    } else if (char === '.' && !seenPoint && maxDecimals > 0) {
      seenPoint = true;
      result += char;
    }
  }
  return result;
}

export function parseAmount(text: string): number {
  const amount = Number(text);
  return text === '' || text === '.' || !Number.isFinite(amount) ? 0 : amount;
}
