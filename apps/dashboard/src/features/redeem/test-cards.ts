import type { GiftCardDetail, GiftCardSummary } from '@giftfront/domain/admin/gift-cards';

/** A card as the admin API sends it (decimals), with whatever a test changes. */
export function wireCard(overrides: Partial<GiftCardDetail> = {}): GiftCardDetail {
  return {
    id: '6f1c1c2e-8d0e-4a51-9a8e-0c3b1f6b2a10',
    maskedCode: '•••• ABCD',
    kind: 'money',
    status: 'Active',
    source: 'import',
    product: { id: null, name: null },
    design: null,
    balance: 75,
    initialValue: 75,
    currency: 'USD',
    expiresOn: '2030-12-31',
    issuedAt: '2026-01-05T10:00:00Z',
    order: null,
    buyer: null,
    recipient: { name: 'Robin Recipient', email: 'robin@example.com' },
    message: null,
    delivery: { method: 'Email', state: 'none', scheduledAt: null, sentAt: null, lastError: null },
    used: null,
    voidedReason: null,
    ledger: [],
    redemptions: [],
    ...overrides,
  };
}

/** The list entry of a card, as the search answers it. */
export const wireSummary = (card: GiftCardDetail, codeEnding = 'ABCD'): GiftCardSummary => ({
  id: card.id,
  codeEnding,
  kind: card.kind,
  status: card.status,
  productName: card.product.name,
  balance: card.balance,
  initialValue: card.initialValue,
  currency: card.currency,
  recipientName: card.recipient?.name ?? null,
  recipientEmail: card.recipient?.email ?? null,
  buyerEmail: card.buyer?.email ?? null,
  orderReference: card.order?.reference ?? null,
  expiresOn: card.expiresOn,
  issuedAt: card.issuedAt,
});
