import { html, safeUrl, type SafeHtml } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { WalletLinks } from '../../lib/wallet-links.ts';

const badge =
  'display:inline-block;padding:12px 20px;font-size:15px;font-weight:600;color:#ffffff;background-color:#000000;text-decoration:none;border-radius:8px;';

/** 'Add to Apple Wallet' and 'Save to Google Wallet' in a gift email (issue 30); nothing when not configured. */
export function walletEmailButtons(links: WalletLinks | null | undefined, loc: Localizer): SafeHtml | '' {
  if (!links || (!links.apple && !links.google)) return '';
  const [apple, google] = walletLabels(loc);
  const button = (href: string, label: string) =>
    html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="display:inline-table;margin:4px 8px 4px 0;"><tr><td style="border-radius:8px;background-color:#000000;"><a href="${safeUrl(href)}" style="${badge}">${label}</a></td></tr></table>`;
  return html`<div style="margin-top:12px;">${links.apple ? button(links.apple, apple) : ''}${links.google ? button(links.google, google) : ''}</div>`;
}

/** The same links in the plain-text part. */
export function walletEmailText(links: WalletLinks | null | undefined, loc: Localizer): string[] {
  if (!links) return [];
  const [apple, google] = walletLabels(loc);
  return [
    ...(links.apple ? [`${apple}: ${links.apple}`] : []),
    ...(links.google ? [`${google}: ${links.google}`] : []),
  ];
}

/** The buttons' words in the gift's language (Apple's and Google's own wording for each language). */
export function walletLabels({ i18n }: Localizer): [apple: string, google: string] {
  return [
    i18n._({ id: 'wallet.apple', message: 'Add to Apple Wallet' }),
    i18n._({ id: 'wallet.google', message: 'Save to Google Wallet' }),
  ];
}
