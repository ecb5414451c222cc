/**
 * Decision 0015: a voucher is an experience, redeemed whole, once. What the server refuses and
 * what the storefront says of a voucher, without zod (the balance page's first load may import it).
 */

/** How a voucher stands for its recipient: 'Used' is told with its date ('Used on …'). */
export const VOUCHER_STATUSES = ['Valid', 'Used', 'Expired', 'Voided'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** From the stored status (Active, Used, Voided, Expired) and the expiry date; usable through its expiry day. */
export function voucherStatus(card: { status: string; expiresOn: string | null }, today: string): VoucherStatus {
  if (card.status === 'Used' || card.status === 'Spent') return 'Used';
  if (card.status === 'Voided') return 'Voided';
  if (card.status === 'Expired' || (card.expiresOn !== null && card.expiresOn.slice(0, 10) < today)) return 'Expired';
  return 'Valid';
}

export function voucherCannotPayMessage(product: string): string {
  return `This is a voucher for ${product}: it cannot pay for an order. Show it to the store to use it.`;
}

export function voucherCannotTopUpMessage(product: string): string {
  return `This is a voucher for ${product}; a voucher cannot be topped up.`;
}
