import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { useStoreSettings } from '@/entities/store/store-settings';
import { BalanceForm } from './components/balance-form';
import { BalanceResult } from './components/balance-result';
import { cardStanding, todayUtc } from './card-standing';
import { useBalanceCheck } from './use-balance-check';
import { Trans, useLingui } from '@lingui/react/macro';
import { balanceMessage } from './balance-check';

/** What the page may show under a found card; `refresh` re-reads it from the server. */
export type CardActions = (card: GiftCardLookup, refresh: () => Promise<void>) => ReactNode;

/** A found card; the actions (Top Up) only for a money card that can still be used. */
function FoundCard({
  card,
  cardActions,
  refresh,
}: {
  card: GiftCardLookup;
  cardActions?: CardActions;
  refresh: () => Promise<void>;
}) {
  const { i18n } = useLingui();
  const standing = cardStanding(card, todayUtc(), i18n);
  return (
    <BalanceResult
      card={card}
      standing={standing}
      actions={standing.canTopUp ? cardActions?.(card, refresh) : undefined}
    />
  );
}

/** product §2 /gift-card-balance. The top-up lives in its own feature; app/ passes it in as `cardActions`. */
export function BalancePage({ cardActions }: { cardActions?: CardActions }) {
  const { company } = useStoreSettings();
  const { state, check, refresh } = useBalanceCheck();
  const { i18n } = useLingui();
  return (
    <div data-testid="balance-page">
      <section className="border-b border-gray-100 bg-gradient-to-b from-gray-50 to-white">
        <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold text-primary-ink">{company.name}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            <Trans>Check Gift Card Balance</Trans>
          </h1>
          <p className="mt-3 text-base text-gray-600 sm:text-lg">
            <Trans>See what's left on a gift card and when it expires.</Trans>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <BalanceForm busy={state.status === 'checking'} onCheck={check} />
        </div>
        {/* One polite live region: the result or the error is read out when it arrives. */}
        <div aria-live="polite" data-testid="balance-outcome" className="mt-6">
          {state.status === 'success' && <FoundCard card={state.card} cardActions={cardActions} refresh={refresh} />}
          {state.status === 'error' && (
            <p
              data-testid="balance-error"
              className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
              {balanceMessage(state.message, i18n)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
