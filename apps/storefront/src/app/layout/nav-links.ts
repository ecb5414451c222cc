import type { StoreSettings } from '@giftfront/domain/branding';

export interface NavLink {
  to: string;
  label: string;
  testId: string;
}

/** product §2 Header: Gift Cards, Vouchers (split navigation only), Check Balance (unless hidden). */
export function navLinks(
  settings: Pick<StoreSettings, 'shouldSplitGiftCardsAndVouchersNavigation' | 'hideCheckBalance'>,
): NavLink[] {
  const links: NavLink[] = [{ to: '/', label: 'Gift Cards', testId: 'nav-gift-cards' }];
  if (settings.shouldSplitGiftCardsAndVouchersNavigation)
    links.push({ to: '/vouchers', label: 'Vouchers', testId: 'nav-vouchers' });
  if (!settings.hideCheckBalance)
    links.push({ to: '/gift-card-balance', label: 'Check Balance', testId: 'nav-check-balance' });
  return links;
}
