import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoreSettings } from '@giftfront/domain/branding';

export interface NavLink {
  to: string;
  /** Translated where it is shown (i18n._). */
  label: MessageDescriptor;
  testId: string;
}

/** product §2 Header: Gift Cards, Vouchers (split navigation only), Check Balance (unless hidden). */
export function navLinks(
  settings: Pick<StoreSettings, 'shouldSplitGiftCardsAndVouchersNavigation' | 'hideCheckBalance'>,
): NavLink[] {
  const links: NavLink[] = [{ to: '/', label: msg`Gift Cards`, testId: 'nav-gift-cards' }];
  if (settings.shouldSplitGiftCardsAndVouchersNavigation)
    links.push({ to: '/vouchers', label: msg`Vouchers`, testId: 'nav-vouchers' });
  if (!settings.hideCheckBalance)
    links.push({ to: '/gift-card-balance', label: msg`Check Balance`, testId: 'nav-check-balance' });
  return links;
}
