import type { GiftCardKind } from '@giftfront/domain/gift-card-status';

export const KIND_LABELS: Record<GiftCardKind, string> = { money: 'Money card', voucher: 'Voucher' };
