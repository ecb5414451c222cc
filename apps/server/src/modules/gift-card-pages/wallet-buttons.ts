import { html, type SafeHtml } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { WalletLinks } from '../../lib/wallet-links.ts';

const badge =
  'display:inline-flex;align-items:center;gap:.5rem;padding:.7rem 1.1rem;border-radius:10px;background:#000;color:#fff;font-weight:600;text-decoration:none;border:2px solid #000';

/**
 * 'Add to Apple Wallet' and 'Save to Google Wallet' (issue 30) on the recipient's page: each only
 * when the deployment has its keys (lib/wallet-links.ts), nothing at all without them.
 */
export function walletButtons(links: WalletLinks | null | undefined, { i18n }: Localizer): SafeHtml | '' {
  if (!links || (!links.apple && !links.google)) return '';
  const group = i18n._({ id: 'wallet.group', message: 'Add to a wallet' });
  const apple = i18n._({ id: 'wallet.apple', message: 'Add to Apple Wallet' });
  const google = i18n._({ id: 'wallet.google', message: 'Save to Google Wallet' });
  return html`<div class="actions wallet" aria-label="${group}" role="group">
${links.apple ? html`<a class="wallet-apple" style="${badge}" href="${links.apple}">${apple}</a>` : ''}
${links.google ? html`<a class="wallet-google" style="${badge}" href="${links.google}" rel="noopener">${google}</a>` : ''}
</div>`;
}
