import type { WalletSettings } from '../config.ts';

/**
 * The recipient's wallet links (issue 30), site-relative or absolute from `baseUrl`: each only when
 * the deployment supplied its certificates or keys (docs/wallet-passes.md). They carry the card's
 * page id, as the recipient's page does, never its code.
 */
export interface WalletLinks {
  apple: string | null;
  google: string | null;
}

export const walletPaths = {
  apple: (giftCardId: string) => `/GiftCard/Wallet/${giftCardId}/apple.pkpass`,
  google: (giftCardId: string) => `/GiftCard/Wallet/${giftCardId}/google`,
};

export function walletLinks(wallet: WalletSettings, giftCardId: string, baseUrl = ''): WalletLinks {
  return {
    apple: wallet.apple ? `${baseUrl}${walletPaths.apple(giftCardId)}` : null,
    google: wallet.google ? `${baseUrl}${walletPaths.google(giftCardId)}` : null,
  };
}

export const hasWalletLinks = (links: WalletLinks): boolean => Boolean(links.apple || links.google);
