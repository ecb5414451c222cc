import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Printer } from 'lucide-react';
import { COUNTER_PAYMENT_LABELS, type CardSaleInside } from '@giftfront/domain/admin/counter-sale';
import { Button, buttonClasses } from '@/components/button';
import { formatDay } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';

/**
 * After a sale: the card's value, how it was paid and where it went; the card's PDF (its code
 * and QR code) to print for the customer, and a link to the card. Focus starts on the heading.
 */
export function SaleReceipt({ sale, onDone }: { sale: CardSaleInside; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [sale]);
  const { card } = sale;
  return (
    <section
      aria-labelledby="sale-heading"
      data-testid="sale-receipt"
      className="mt-6 rounded-2xl border border-emerald-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2
        id="sale-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-zinc-900 outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" /> Card sold
      </h2>
      <p className="mt-3 text-3xl font-semibold tabular-nums text-zinc-900" data-testid="sale-balance">
        {formatAmount(card.balance, card.currency)}
      </p>
      <p className="mt-2 text-sm text-zinc-700" data-testid="sale-line">
        Gift card •••• {card.codeEnding}, paid with {COUNTER_PAYMENT_LABELS[sale.paidWith].toLowerCase()}.
        {card.expiresOn ? ` Valid until ${formatDay(card.expiresOn)}.` : ' It does not expire.'}
        {sale.emailedTo ? ` Emailed to ${sale.emailedTo}.` : ' Print it and hand it to the customer.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={sale.printUrl} target="_blank" rel="noopener" className={buttonClasses()}>
          <Printer aria-hidden="true" className="size-4" /> Print the card
          <span className="sr-only"> (PDF, opens in a new tab)</span>
        </a>
        <Link to={`/gift-cards/${card.id}`} className={buttonClasses({ variant: 'secondary' })}>
          Open the card •••• {card.codeEnding}
        </Link>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
