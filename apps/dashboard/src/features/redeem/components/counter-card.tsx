import type { ReactNode } from 'react';
import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import { formatDay } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';

const STATUS_TONE: Record<GiftCardDetailInside['status'], string> = {
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Inactive: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  Spent: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  Used: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  Expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  Voided: 'bg-red-50 text-red-800 ring-red-200',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="truncate text-[15px] font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

/** The card as the counter needs it: what is on it, whether it can be used, whose it is. */
export function CounterCard({ card }: { card: GiftCardDetailInside }) {
  const isVoucher = card.kind === 'voucher';
  return (
    <section
      aria-labelledby="counter-card-title"
      data-testid="counter-card"
      className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="counter-card-title" className="truncate text-base font-semibold text-zinc-900">
            {isVoucher ? 'Voucher' : (card.product.name ?? 'Gift card')}
          </h2>
          <p className="font-mono text-sm text-zinc-600">{card.maskedCode}</p>
        </div>
        <span
          className={`inline-flex items-center rounded-md px-2 py-1 text-sm font-medium ring-1 ring-inset ${STATUS_TONE[card.status]}`}
          data-testid="counter-card-status"
        >
          {card.status}
        </span>
      </div>
      <p className="mt-4 text-sm text-zinc-600">{isVoucher ? 'Voucher for' : 'Balance'}</p>
      <p
        className="text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums sm:text-4xl"
        data-testid="counter-card-balance"
      >
        {isVoucher ? (card.product.name ?? 'An experience') : formatAmount(card.balance, card.currency)}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Kind">{isVoucher ? 'Voucher' : 'Money card'}</Fact>
        <Fact label="Expires">{card.expiresOn ? formatDay(card.expiresOn) : 'Never'}</Fact>
        <Fact label="Recipient">{card.recipient?.name ?? card.recipient?.email ?? 'Not named'}</Fact>
      </dl>
    </section>
  );
}
