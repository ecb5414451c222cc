import { minorUnits } from '@giftfront/domain/money';
import { Trans, Plural } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import type { CartItem } from '@giftfront/domain/cart';
import { formatMoney } from '@/lib/money-format';
import { useFetch } from '@/lib/fetch/use-fetch';
import { fetchBonusRules } from '../bonus/bonus-api';
import { orderBonus } from '../bonus/order-bonus';

/**
 * The bonus credit this order will get (issue 31, decision 0145), as the server will give it at
 * payment; nothing when no rule applies or the rules cannot be read (the order is the same).
 */
export function BonusNote({ items, currency }: { items: readonly CartItem[]; currency: string }) {
  const rules = useFetch({ key: 'bonus-rules', fetcher: ({ signal }) => fetchBonusRules(signal), retry: false });
  const bonus = rules.data ? orderBonus(rules.data.bonusRules, items) : null;
  if (!bonus) return null;
  const amount = formatMoney(minorUnits(bonus.bonusMinor), currency);
  const months = bonus.validMonths;
  return (
    <p
      className="mt-4 flex gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200"
      data-testid="bonus-note"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <Trans>
          Bonus: your gift cards get {amount} of bonus credit, spent after the paid amount and valid for{' '}
          <Plural value={months} one="# month" other="# months" />. It is not refunded.
        </Trans>
      </span>
    </p>
  );
}
