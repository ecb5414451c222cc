import { Trans, useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import type { IssuedGiftCard } from '@giftfront/domain/order';
import { buttonClasses } from '@/components/button';

/**
 * 'Add to Apple Wallet' and 'Save to Google Wallet' for a card the buyer may open (issue 30): the
 * server names them only when the deployment has the keys, so without them nothing is drawn.
 */
export function WalletButtons({ wallet, label }: { wallet: IssuedGiftCard['wallet']; label: string }) {
  const { t } = useLingui();
  if (!wallet || (!wallet.apple && !wallet.google)) return null;
  return (
    <>
      {wallet.apple && (
        <a
          href={wallet.apple}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          data-testid="issued-card-apple-wallet"
          aria-label={t`Add ${label} to Apple Wallet`}
        >
          <Wallet aria-hidden="true" className="size-4" />
          <Trans>Add to Apple Wallet</Trans>
        </a>
      )}
      {wallet.google && (
        <a
          href={wallet.google}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          data-testid="issued-card-google-wallet"
          aria-label={t`Save ${label} to Google Wallet`}
        >
          <Wallet aria-hidden="true" className="size-4" />
          <Trans>Save to Google Wallet</Trans>
        </a>
      )}
    </>
  );
}
