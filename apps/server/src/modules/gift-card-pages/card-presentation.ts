import { formatMoney } from '@giftfront/domain/money';
import { voucherStatus, type VoucherStatus } from '@giftfront/domain/voucher';
import { formatShortDate, todayUtc } from '../../lib/dates.ts';
import { presentFulfilment, type FulfilmentPresentation } from './card-fulfilment.ts';
import type { GiftCardWithBuyer } from './gift-card-page-repository.ts';

/** What a voucher is for (decision 0015): shown instead of any amount or balance. */
export interface VoucherPresentation {
  product: string;
  option: string | null;
  state: VoucherStatus;
  /** 'Valid', 'Used on 03 Nov 2026', 'Expired' or 'Voided'. */
  status: string;
  /** Why it cannot be used any more, as a sentence; null while it is valid. */
  notice: string | null;
  /** From the product's Details: one line each. */
  included: string[];
}

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
  /** A postal or collection order's real state (issue 13); null for email cards. */
  fulfilment: FulfilmentPresentation | null;
  /** What the card's face shows: the amount, or a voucher's option (else its product). */
  faceValue: string;
  voucher: VoucherPresentation | null;
}

const fullName = (first?: string, last?: string) =>
  [first, last]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();

function presentVoucher(
  found: GiftCardWithBuyer,
  title: string,
  included: string[],
  today: string,
): VoucherPresentation {
  const { card } = found;
  const state = voucherStatus(card, today);
  const usedOn = card.usedAt ? formatShortDate(card.usedAt) : null;
  const notices: Record<VoucherStatus, string | null> = {
    Valid: null,
    Used: usedOn ? `This voucher was used on ${usedOn}` : 'This voucher has been used',
    Expired: 'This voucher has expired',
    Voided: 'This voucher has been voided',
  };
  return {
    product: title,
    option: found.option?.trim() || null,
    state,
    status: state === 'Used' && usedOn ? `Used on ${usedOn}` : state,
    notice: notices[state],
    included,
  };
}

/** `included`: a voucher's lines of what it includes (see includedItems); a money card has none. */
export function presentCard(found: GiftCardWithBuyer, included: string[] = [], today = todayUtc()): CardPresentation {
  const { card, buyer } = found;
  const title = card.title?.trim() || (card.kind === 'voucher' ? 'Voucher' : 'Gift Card');
  const src = card.design?.src || card.imageUrl;
  const voucher = card.kind === 'voucher' ? presentVoucher(found, title, included, today) : null;
  const amount = formatMoney(card.initialMinor, card.currency);
  return {
    title,
    amount,
    balance: formatMoney(card.balanceMinor, card.currency),
    code: card.code,
    senderName: card.senderName?.trim() || (buyer ? fullName(buyer.firstName, buyer.lastName) : '') || null,
    recipientName: card.recipientName?.trim() || null,
    message: card.message?.trim() || null,
    image: src ? { src, alt: card.design?.alt?.trim() || card.design?.name?.trim() || `${title} design` } : null,
    expires: card.expiresOn ? formatShortDate(card.expiresOn) : null,
    status: card.status,
    isPostal: card.deliveryMethod === 'Postal',
    fulfilment: presentFulfilment(found.order),
    faceValue: voucher ? (voucher.option ?? voucher.product) : amount,
    voucher,
  };
}
