import { formatMoney } from '@giftfront/domain/money';
import { formatShortDate } from '../../lib/dates.ts';
import type { GiftCardWithBuyer } from './find-gift-card.ts';

/** How a card presents itself on its page, its PDF and in the gift email. */
export interface CardPresentation {
  title: string;
  amount: string;
  balance: string;
  code: string;
  senderName: string | null;
  recipientName: string | null;
  message: string | null;
  /** The chosen design, else the product image; src as stored (site-relative or absolute). */
  image: { src: string; alt: string } | null;
  expires: string | null;
  status: string;
  isPostal: boolean;
}

const fullName = (first?: string, last?: string) => [first, last].filter((part) => part && part.trim()).join(' ').trim();

export function presentCard({ card, buyer }: GiftCardWithBuyer): CardPresentation {
  const title = card.title?.trim() || 'Gift Card';
  const src = card.design?.src || card.imageUrl;
  return {
    title,
    amount: formatMoney(card.initialMinor, card.currency),
    balance: formatMoney(card.balanceMinor, card.currency),
    code: card.code,
    senderName: card.senderName?.trim() || (buyer ? fullName(buyer.firstName, buyer.lastName) : '') || null,
    recipientName: card.recipientName?.trim() || null,
    message: card.message?.trim() || null,
    image: src ? { src, alt: card.design?.alt?.trim() || card.design?.name?.trim() || `${title} design` } : null,
    expires: card.expiresOn ? formatShortDate(card.expiresOn) : null,
    status: card.status,
    isPostal: card.deliveryMethod === 'Postal',
  };
}
