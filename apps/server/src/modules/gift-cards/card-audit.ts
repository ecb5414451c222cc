import { maskGiftCardCode } from '@giftfront/domain/gift-card';
import type { GiftCardRow } from './gift-card-repository.ts';

/** How the audit log names a card: its id and masked code, never the code itself. */
export const cardTarget = (card: Pick<GiftCardRow, 'id' | 'code'>) => ({
  type: 'gift-card',
  id: card.id,
  label: maskGiftCardCode(card.code),
});

/** A card's figures before or after a change, as the audit log keeps them (money in minor units). */
export const cardFigures = (card: Pick<GiftCardRow, 'balanceMinor' | 'currency' | 'status' | 'expiresOn'>) => ({
  balanceMinor: card.balanceMinor,
  currency: card.currency,
  status: card.status,
  expiresOn: card.expiresOn,
});
