import { useState } from 'react';
import { Plus, Shuffle, TicketPercent } from 'lucide-react';
import type { DiscountCode } from './api/discount-code-queries';
import { PageNotices } from '@/components/page-notices';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { formatDate } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useCan } from '@/lib/session';
import { useDiscountCodes, useSaveDiscountCode } from './api/discount-code-queries';
import { errorMessage } from '@/lib/api-client';
import { DeactivateCodeDialog } from './components/deactivate-code-dialog';
import { DiscountCodeDialog } from './components/discount-code-dialog';
import { GenerateCodesDialog } from './components/generate-codes-dialog';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { TimesInZone } from '@/components/times-in-zone';

const discountOf = (code: DiscountCode, currency: string) =>
  [
    `${code.amountOff === null ? `${code.percentOff}%` : formatAmount(code.amountOff, currency)} off`,
    code.minimumQuantity > 1 ? `from ${code.minimumQuantity} cards` : null,
    code.minimumOrderAmount !== null ? `orders from ${formatAmount(code.minimumOrderAmount, currency)}` : null,
    code.oncePerEmail ? 'once per customer' : null,
    code.productIds?.length
      ? `on ${code.productIds.length === 1 ? '1 product' : `${code.productIds.length} products`} only`
      : null,
  ]
    .filter(Boolean)
    .join(', ');

function validityOf(code: DiscountCode, timeZone: string): string {
  if (!code.validFrom && !code.validUntil) return 'Always';
  if (!code.validUntil) return `From ${formatDate(code.validFrom!, timeZone)}`;
  if (!code.validFrom) return `Until ${formatDate(code.validUntil, timeZone)}`;
  return `${formatDate(code.validFrom, timeZone)} – ${formatDate(code.validUntil, timeZone)}`;
}

/** What a shopper meets today: the stored status, or why an active code is refused anyway. */
function standingOf(code: DiscountCode, now = Date.now()): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (code.status === 'Inactive') return { label: 'Inactive', tone: 'neutral' };
  if (code.validUntil && Date.parse(code.validUntil) < now) return { label: 'Expired', tone: 'warning' };
  if (code.validFrom && Date.parse(code.validFrom) > now) return { label: 'Not started', tone: 'warning' };
  if (code.remaining === 0) return { label: 'Used up', tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}

/** Discount codes: everyone sees them with their uses; owners create, edit and deactivate them. */
export function DiscountCodesPage() {
  const timeZone = useStoreTimeZone();
  const codes = useDiscountCodes();
  const canEdit = useCan('owner');
  const [editing, setEditing] = useState<DiscountCode | null>(null);
  const [creating, setCreating] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [deactivating, setDeactivating] = useState<DiscountCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveDiscountCode();
  /** An inactive code back in use at once: nothing is lost by it, so no confirmation. */
  const activate = (code: DiscountCode) => {
    setNotice(null);
    setRefusal(null);
    save.mutate(
      { id: code.id, body: { status: 'Active' } },
      {
        onSuccess: () => setNotice(`${code.code} is active again: shoppers can use it at checkout.`),
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };
  const currency = codes.data?.currency ?? 'USD';
  const columns: Column<DiscountCode>[] = [
    { header: 'Code', cell: (c) => <span className="font-mono font-medium text-zinc-900">{c.code}</span> },
    { header: 'Discount', cell: (c) => discountOf(c, currency) },
    {
      header: 'Uses / limit',
      align: 'end',
      cell: (c) => (
        <span className="whitespace-nowrap">{`${c.uses} / ${c.usageLimit ?? '∞'}${c.held ? ` (${c.held} paying)` : ''}`}</span>
      ),
    },
    { header: 'Remaining', align: 'end', cell: (c) => (c.remaining === null ? 'Unlimited' : c.remaining) },
    { header: 'Valid', cell: (c) => validityOf(c, timeZone) },
    { header: 'Status', cell: (c) => <Badge tone={standingOf(c).tone}>{standingOf(c).label}</Badge> },
    ...(canEdit
      ? [
          {
            header: 'Actions',
            align: 'end' as const,
            actions: true,
            cell: (c: DiscountCode) => (
              <div className="flex justify-end gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit ${c.code}`}
                  onClick={() => {
                    setNotice(null);
                    setEditing(c);
                  }}
                >
                  Edit
                </Button>
                {c.status === 'Active' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="text-red-700"
                    aria-label={`Deactivate ${c.code}`}
                    onClick={() => {
                      setNotice(null);
                      setDeactivating(c);
                    }}
                  >
                    Deactivate
                  </Button>
                )}
                {c.status === 'Inactive' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Activate ${c.code}`}
                    disabled={save.isPending && save.variables?.id === c.id}
                    onClick={() => activate(c)}
                  >
                    Activate
                  </Button>
                )}
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <div data-testid="discount-codes-page">
      <PageHeader
        title="Discount codes"
        description="Codes shoppers type at checkout. Uses count paid orders; a code's last uses may be held by checkouts still paying."
        actions={
          canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setNotice(null);
                  setGenerating(true);
                }}
              >
                <Shuffle aria-hidden="true" className="size-4" /> Generate codes
              </Button>
              <Button
                onClick={() => {
                  setNotice(null);
                  setCreating(true);
                }}
              >
                <Plus aria-hidden="true" className="size-4" /> New code
              </Button>
            </div>
          )
        }
      />
      <TimesInZone />
      <PageNotices notice={notice} refusal={refusal} />
      <QueryState query={codes} loadingLabel="Loading discount codes…">
        {({ discountCodes }) =>
          discountCodes.length === 0 ? (
            <StateMessage
              icon={TicketPercent}
              title="No discount codes yet"
              message={
                canEdit ? 'Create one to offer a percentage or an amount off at checkout.' : 'An owner can create them.'
              }
            />
          ) : (
            <ResponsiveTable
              caption="Discount codes"
              columns={columns}
              rows={discountCodes}
              rowKey={(c) => c.id}
              testId="discount-codes"
            />
          )
        }
      </QueryState>
      <DiscountCodeDialog
        open={creating || editing !== null}
        editing={editing}
        currency={currency}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(code) => setNotice(editing ? `${code} was saved.` : `${code} was created.`)}
      />
      <GenerateCodesDialog open={generating} currency={currency} onClose={() => setGenerating(false)} />
      <DeactivateCodeDialog
        code={deactivating}
        onClose={() => setDeactivating(null)}
        onDone={(code) => setNotice(`${code} was deactivated.`)}
      />
    </div>
  );
}
