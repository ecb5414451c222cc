import { formatMoney, minorUnits } from '@giftfront/domain/money';
import { voucherStatus, type VoucherStatus } from '@giftfront/domain/voucher';
import { formatShortDate, todayUtc } from '../../lib/dates.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { presentFulfilment, type FulfilmentPresentation } from './card-fulfilment.ts';
import type { GiftCardWithBuyer } from './gift-card-page-read-model.ts';

/** What a voucher is for (decision 0015): shown instead of any amount or balance. */
export interface VoucherPresentation {
  product: string;
  option: string | null;
  state: VoucherStatus;
  /** 'Valid', 'Used on 03/11/2026', 'Expired' or 'Voided', in the card's language. */
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
  /** The bonus credit in the balance and its own expiry (decision 0145); null when the card holds none. */
  bonus: { paid: string; balance: string; expires: string | null } | null;
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
  { i18n, intl }: Localizer,
): VoucherPresentation {
  const { card } = found;
  const state = voucherStatus(card, today);
  const usedOn = card.usedAt ? formatShortDate(card.usedAt, intl) : null;
  const notices: Record<VoucherStatus, string | null> = {
    Valid: null,
    Used: usedOn
      ? i18n._({ id: 'voucher.notice.used-on', message: 'This voucher was used on {date}', values: { date: usedOn } })
      : i18n._({ id: 'voucher.notice.used', message: 'This voucher has been used' }),
    Expired: i18n._({ id: 'voucher.notice.expired', message: 'This voucher has expired' }),
    Voided: i18n._({ id: 'voucher.notice.voided', message: 'This voucher has been voided' }),
  };
  const statuses: Record<VoucherStatus, string> = {
    Valid: i18n._({ id: 'voucher.status.valid', message: 'Valid' }),
    Used: usedOn
      ? i18n._({ id: 'voucher.status.used-on', message: 'Used on {date}', values: { date: usedOn } })
      : i18n._({ id: 'voucher.status.used', message: 'Used' }),
    Expired: i18n._({ id: 'voucher.status.expired', message: 'Expired' }),
    Voided: i18n._({ id: 'voucher.status.voided', message: 'Voided' }),
  };
  return {
    product: title,
    option: found.option?.trim() || null,
    state,
    status: statuses[state],
    notice: notices[state],
    included,
  };
}

/** The card's language: its order's (issue 29), else the store's default (a card carried over has no order). */
export function cardLocalizer(
  found: Pick<GiftCardWithBuyer, 'language'>,
  storeDefault: string | null | undefined,
): Localizer {
  return localizer(found.language ?? storeDefault ?? 'en');
}

/** `included`: a voucher's lines of what it includes (see includedItems); a money card has none. */
export function presentCard(
  found: GiftCardWithBuyer,
  included: string[] = [],
  today = todayUtc(),
  loc: Localizer = localizer(found.language),
): CardPresentation {
  const { card, buyer } = found;
  const { i18n, intl } = loc;
  const title =
    card.title?.trim() ||
    (card.kind === 'voucher'
      ? i18n._({ id: 'card.kind.voucher', message: 'Voucher' })
      : i18n._({ id: 'card.kind.gift-card', message: 'Gift card' }));
  const src = card.design?.src || card.imageUrl;
  const voucher = card.kind === 'voucher' ? presentVoucher(found, title, included, today, loc) : null;
  const amount = formatMoney(minorUnits(card.initialMinor), card.currency, intl);
  return {
    title,
    amount,
    balance: formatMoney(minorUnits(card.balanceMinor), card.currency, intl),
    code: card.code,
    senderName: card.senderName?.trim() || (buyer ? fullName(buyer.firstName, buyer.lastName) : '') || null,
    recipientName: card.recipientName?.trim() || null,
    message: card.message?.trim() || null,
    image: src
      ? {
          src,
          alt:
            card.design?.alt?.trim() ||
            card.design?.name?.trim() ||
            i18n._({ id: 'card.design-alt', message: '{title} design', values: { title } }),
        }
      : null,
    expires: card.expiresOn ? formatShortDate(card.expiresOn, intl) : null,
    bonus:
      card.kind === 'money' && card.promoBalanceMinor > 0
        ? {
            paid: formatMoney(minorUnits(card.balanceMinor - card.promoBalanceMinor), card.currency, intl),
            balance: formatMoney(minorUnits(card.promoBalanceMinor), card.currency, intl),
            expires: card.promoExpiresOn ? formatShortDate(card.promoExpiresOn, intl) : null,
          }
        : null,
    status: card.status,
    isPostal: card.deliveryMethod === 'Postal',
    fulfilment: presentFulfilment(found.order, loc),
    faceValue: voucher ? (voucher.option ?? voucher.product) : amount,
    voucher,
  };
}
