import type { MinorUnits } from '@giftfront/domain/money';
import { timeZoneLabel } from '@giftfront/domain/zoned-time';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { Badge } from '@/components/badge';
import { formatDateTimeIn } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { DetailSection, Facts } from './detail-section';

/** What was bought, each line with its gift details, then the totals as priced. */
export function OrderLines({ order }: { order: OrderDetailInside }) {
  const money = (minor: MinorUnits) => formatAmount(minor, order.currency);
  const { totals } = order;
  return (
    <DetailSection title="Items" testId="order-lines">
      {order.topup && (
        <p className="text-sm font-medium" data-testid="order-topup">
          Top-up of the card ending <span className="font-mono">{order.topup.cardLast4}</span>
        </p>
      )}
      <ul className="divide-y divide-zinc-100">
        {order.lines.map((line) => (
          <li key={line.id} className="py-3 first:pt-0 text-sm">
            <div className="flex justify-between gap-4">
              <span className="min-w-0 font-medium break-words">
                {line.productName} ({line.denominationLabel}) × {line.quantity}{' '}
                {line.refunded && <Badge>Refunded</Badge>}
              </span>
              <span className="shrink-0">{money(line.lineTotal)}</span>
            </div>
            {line.gift && (
              <p className="mt-1 break-words text-zinc-600">
                To {line.gift.recipientName ?? 'the recipient'}
                {line.gift.recipientEmail && ` <${line.gift.recipientEmail}>`}
                {line.gift.scheduledAt &&
                  `, on ${formatDateTimeIn(line.gift.scheduledAt, line.gift.timeZone ?? order.timeZone)} (${timeZoneLabel(line.gift.timeZone ?? order.timeZone)})`}
                {line.gift.message && <span className="block italic">“{line.gift.message}”</span>}
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-zinc-100 pt-3">
        <Facts
          rows={[
            ['Subtotal', money(totals.subtotal)],
            ...(totals.discount
              ? [
                  [
                    `Discount${order.discounts.length ? ` (${order.discounts.map((d) => d.code).join(', ')})` : ''}`,
                    `−${money(totals.discount)}`,
                  ] as [string, string],
                ]
              : []),
            ...order.fees.map((fee): [string, string] => [fee.name, money(fee.amount)]),
            ...(order.shippingOption
              ? [[`Shipping (${order.shippingOption})`, money(totals.shipping)] as [string, string]]
              : []),
            ...(totals.tax ? [['Tax', money(totals.tax)] as [string, string]] : []),
            ...order.giftCardPayments.map((card): [string, string] => [
              `Gift card ending ${card.last4}`,
              `−${money(card.amount)}`,
            ]),
            ['Charged', <strong key="total">{money(totals.total)}</strong>],
          ]}
        />
      </div>
    </DetailSection>
  );
}
