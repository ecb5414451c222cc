import type { MinorUnits } from '@giftfront/domain/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Printer, Undo2 } from 'lucide-react';
import { Button } from '@/components/button';
import { formatAmount } from '@/lib/money';
import { formatDateTime } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { UndoRedemption } from './undo-redemption';

export interface Receipt {
  cardId: string;
  /** The redemption to undo; null when a voucher was marked used (not undone here). */
  redemptionId: string | null;
  /** '•••• ABCD': the code never in full on paper. */
  maskedCode: string;
  /** What was taken, or null when a voucher was marked used. */
  amountMinor: MinorUnits | null;
  balanceMinor: MinorUnits;
  currency: string;
  what: string;
  at: string;
  by: string;
  /** The redemption's own reference, for a reversal later. */
  reference: string | null;
  /** Set once the person pressed Undo and the amount went back to the card. */
  undone?: boolean;
}

/** The sentence staff read out or print: what was taken from which card, when, by whom, and what is left. */
export function receiptLine(receipt: Receipt, timeZone: string): string {
  const when = formatDateTime(receipt.at, timeZone);
  const reference = receipt.reference ? ` Reference ${receipt.reference}.` : '';
  if (receipt.amountMinor === null)
    return `${receipt.what} (${receipt.maskedCode}) used on ${when} by ${receipt.by}.${reference}`;
  if (receipt.undone)
    return `Undid the redemption of ${formatAmount(receipt.amountMinor, receipt.currency)} from gift card ${receipt.maskedCode}. Balance: ${formatAmount(receipt.balanceMinor, receipt.currency)}.${reference}`;
  return `Redeemed ${formatAmount(receipt.amountMinor, receipt.currency)} from gift card ${receipt.maskedCode} on ${when} by ${receipt.by}. Balance left: ${formatAmount(receipt.balanceMinor, receipt.currency)}.${reference}`;
}

/**
 * After a redemption: the new balance large, the receipt line, Undo for two minutes, a link to
 * the card, print, and on to the next card. Focus starts on the heading and returns there after
 * Undo (the button is gone then).
 */
export function RedemptionReceipt({ receipt: made, onNext }: { receipt: Receipt; onNext: () => void }) {
  const timeZone = useStoreTimeZone();
  const { store } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const [receipt, setReceipt] = useState(made);
  useEffect(() => heading.current?.focus(), [receipt.undone]);
  const onExpire = useCallback((hadFocus: boolean) => {
    if (hadFocus) heading.current?.focus();
  }, []);
  return (
    <section
      data-print="receipt"
      aria-labelledby="receipt-heading"
      data-testid="receipt"
      className="rounded-2xl border border-emerald-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <p className="mb-2 hidden text-base font-semibold text-zinc-900 print:block">{store.name}</p>
      <h2
        id="receipt-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-emerald-800 focus:outline-none"
      >
        {receipt.undone ? (
          <Undo2 aria-hidden="true" className="size-6" />
        ) : (
          <CircleCheck aria-hidden="true" className="size-6" />
        )}
        {receipt.amountMinor === null ? 'Marked as used' : receipt.undone ? 'Redemption undone' : 'Redeemed'}
      </h2>
      {receipt.amountMinor !== null && (
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-zinc-600">{receipt.undone ? 'Given back' : 'Taken'}</dt>
            <dd className="text-2xl font-semibold text-zinc-900 tabular-nums">
              {formatAmount(receipt.amountMinor, receipt.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-zinc-600">{receipt.undone ? 'Balance' : 'New balance'}</dt>
            <dd className="text-2xl font-semibold text-zinc-900 tabular-nums" data-testid="new-balance">
              {formatAmount(receipt.balanceMinor, receipt.currency)}
            </dd>
          </div>
        </dl>
      )}
      <p
        className="mt-4 rounded-lg bg-zinc-50 px-4 py-3 text-[15px] leading-relaxed text-zinc-800"
        data-testid="receipt-line"
      >
        {receiptLine(receipt, timeZone)}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onNext} className="sm:flex-1">
          Next card
        </Button>
        <Button size="lg" variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" /> Print receipt
        </Button>
      </div>
      {receipt.redemptionId && !receipt.undone && (
        <div className="mt-5 print:hidden">
          <UndoRedemption
            cardId={receipt.cardId}
            redemptionId={receipt.redemptionId}
            onExpire={onExpire}
            onUndone={(result) => setReceipt({ ...receipt, balanceMinor: result.card.balance, undone: true })}
          />
        </div>
      )}
      <p className="mt-4 print:hidden">
        <Link
          to={`/gift-cards/${receipt.cardId}`}
          className="text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          Open the card {receipt.maskedCode}
        </Link>
      </p>
    </section>
  );
}
