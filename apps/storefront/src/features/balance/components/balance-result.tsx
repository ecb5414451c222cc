import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { codeEnding, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { storePriceFormatter } from '@/lib/money-format';
import { formatExpiryDate } from '../expiry-date';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-green-800 uppercase">{label}</dt>
      <dd data-testid={testId} className="mt-1 truncate text-sm font-medium text-gray-900">
        {children}
      </dd>
    </div>
  );
}

/** SPEC §2 Balance page: the green result, with the balance in the card's currency, expiry, recipient and any status but Active. */
export function BalanceResult({ card, actions }: { card: GiftCardLookup; actions?: ReactNode }) {
  const expiry = formatExpiryDate(card.expiresOn);
  return (
    <section aria-labelledby="balance-result-heading" data-testid="balance-result" className="rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="balance-result-heading" className="flex items-center gap-2 text-sm font-semibold text-green-900">
          <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
          Card ending {codeEnding(card.code)}
        </h2>
        {card.status !== 'Active' && (
          <span data-testid="balance-status" className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            {card.status}
          </span>
        )}
      </div>
      <p className="mt-4 text-sm font-medium text-green-800">Balance</p>
      <p data-testid="balance-amount" className="text-4xl font-bold tracking-tight text-gray-900 tabular-nums">
        {storePriceFormatter(card.isoCurrencyCode)(card.balance)}
      </p>
      <dl className="mt-5 grid grid-cols-1 gap-4 border-t border-green-200 pt-4 sm:grid-cols-2">
        <Detail label="Expires" testId="balance-expiry">
          {expiry ?? 'No expiry date'}
        </Detail>
        {card.recipientEmailAddress && (
          <Detail label="Recipient" testId="balance-recipient">
            {card.recipientEmailAddress}
          </Detail>
        )}
      </dl>
      {actions && <div className="mt-5 border-t border-green-200 pt-5">{actions}</div>}
    </section>
  );
}
