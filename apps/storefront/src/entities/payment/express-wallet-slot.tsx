import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** An express wallet's button above the card fields, then 'or pay by card' (decision 0116). */
export function ExpressWalletSlot({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4" data-testid="express-wallet">
      {children}
      <p className="flex items-center gap-3 text-xs font-medium text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        <Trans>or pay by card</Trans>
      </p>
    </div>
  );
}
