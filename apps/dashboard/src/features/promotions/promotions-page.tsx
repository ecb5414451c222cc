import { useState } from 'react';
import { Plus, Sparkles } from 'lucide-react';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { PageNotices } from '@/components/page-notices';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-date';
import type { MinorUnits } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useBonusRules, useSaveBonusRule, type BonusRule } from './api/bonus-rule-queries';
import { BonusRuleDialog } from './components/bonus-rule-dialog';

/** What a shopper meets today (the store's day): switched off, not started, over, or live. */
function standingOf(rule: BonusRule, today: string): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (!rule.active) return { label: 'Switched off', tone: 'neutral' };
  if (rule.endsOn < today) return { label: 'Ended', tone: 'warning' };
  if (rule.startsOn > today) return { label: 'Not started', tone: 'warning' };
  return { label: 'Live', tone: 'success' };
}

/**
 * Promotions (owners; issue 31, decision 0145): bonus credit rules. Checkout applies the live
 * rule that gives the most; each card keeps its bonus apart from what was paid for it.
 */
export function PromotionsPage() {
  const timeZone = useStoreTimeZone();
  const today = utcToWallTime(new Date(), timeZone).slice(0, 10);
  const rules = useBonusRules();
  const save = useSaveBonusRule();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const currency = rules.data?.currency ?? 'USD';
  const money = (minor: MinorUnits) => formatAmount(minor, currency);
  const switchRule = (rule: BonusRule) => {
    setNotice(null);
    setRefusal(null);
    save.mutate(
      { id: rule.id, body: { active: !rule.active } },
      {
        onSuccess: () =>
          setNotice(
            rule.active
              ? `${rule.name} is switched off: orders get no bonus from it.`
              : `${rule.name} is switched on again.`,
          ),
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };
  const columns: Column<BonusRule>[] = [
    { header: 'Name', cell: (r) => <span className="font-medium text-zinc-900">{r.name}</span> },
    {
      header: 'Rule',
      cell: (r) =>
        `Gift cards from ${money(r.minimumOrder)}: ${r.bonusType === 'percent' ? `${r.bonusValue}%` : money(r.bonusValue)} bonus`,
    },
    { header: 'Days', cell: (r) => `${formatDay(r.startsOn)} – ${formatDay(r.endsOn)}` },
    { header: 'Bonus spendable for', cell: (r) => `${r.validMonths} ${r.validMonths === 1 ? 'month' : 'months'}` },
    { header: 'Granted', align: 'end', cell: (r) => money(r.granted) },
    {
      header: 'Status',
      cell: (r) => <Badge tone={standingOf(r, today).tone}>{standingOf(r, today).label}</Badge>,
    },
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${r.active ? 'Switch off' : 'Switch on'} ${r.name}`}
          disabled={save.isPending && save.variables?.id === r.id}
          onClick={() => switchRule(r)}
        >
          {r.active ? 'Switch off' : 'Switch on'}
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="promotions-page">
      <PageHeader
        title="Promotions"
        description="Bonus credit: when an order's gift cards total at least an amount, the cards get extra credit that is spent after the paid money, expires on its own date and is never refunded."
        actions={
          <Button
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" /> New bonus rule
          </Button>
        }
      />
      <p className="mb-4 text-sm text-zinc-600">Days are the store’s, in {timeZone}.</p>
      <PageNotices notice={notice} refusal={refusal} />
      <QueryState query={rules} loadingLabel="Loading bonus credit rules…">
        {({ bonusRules }) =>
          bonusRules.length === 0 ? (
            <StateMessage
              icon={Sparkles}
              title="No bonus credit rules yet"
              message="Create one to give, say, 20 of bonus credit on orders of 100 or more."
            />
          ) : (
            <ResponsiveTable
              caption="Bonus credit rules"
              columns={columns}
              rows={bonusRules}
              rowKey={(r) => r.id}
              testId="bonus-rules"
            />
          )
        }
      </QueryState>
      <BonusRuleDialog
        open={creating}
        currency={currency}
        today={today}
        onClose={() => setCreating(false)}
        onSaved={(name) => setNotice(`${name} was created.`)}
      />
    </div>
  );
}
