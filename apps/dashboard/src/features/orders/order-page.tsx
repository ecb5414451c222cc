import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { formatDateTimeIn } from '@/lib/format-date';
import { useCan } from '@/lib/session';
import { useOrder } from './api/order-queries';
import { DetailSection, Facts } from './components/detail-section';
import { OrderAuditTrail, OrderCards, OrderMail } from './components/order-cards-and-mail';
import { OrderLines } from './components/order-lines';
import { OrderPayment } from './components/order-payment';
import { OrderReview } from './components/order-review';
import { FulfilmentBadge, PaymentBadge } from './components/order-status-badges';
import { RefundDialog } from './components/refund-dialog';

function OrderView({ order }: { order: OrderDetailInside }) {
  // A top-up is refunded at the provider, not here: the refund route takes orders of products.
  const canRefund = useCan('owner') && order.kind === 'order' && order.paymentStatus !== 'Refunded';
  const [refunding, setRefunding] = useState(false);
  const { buyer } = order;
  return (
    <>
      <PageHeader
        title={`${order.kind === 'topup' ? 'Top-up' : 'Order'} ${order.reference}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {formatDateTimeIn(order.placedAt, order.timeZone)} <PaymentBadge status={order.paymentStatus} />{' '}
            <FulfilmentBadge status={order.fulfilmentStatus} />
          </span>
        }
        actions={
          canRefund && (
            <Button variant="danger" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )
        }
      />
      <OrderReview order={order} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderLines order={order} />
        <div className="space-y-4">
          <DetailSection title="Buyer" testId="order-buyer">
            <Facts
              rows={[
                ['Name', buyer.name],
                ['Email', buyer.email],
                ...(buyer.phone ? [['Phone', buyer.phone] as [string, string]] : []),
                ...(buyer.company ? [['Company', buyer.company] as [string, string]] : []),
                // A postal order's address is the recipient's: it is shown once, under Ship to.
                ...(buyer.address.length && !order.shipTo
                  ? [['Address', buyer.address.join(', ')] as [string, string]]
                  : []),
                ['Delivery', order.deliveryMethod],
              ]}
            />
          </DetailSection>
          {order.shipTo && (
            <DetailSection title="Ship to" testId="order-ship-to">
              <address className="text-sm text-zinc-800 not-italic">
                {order.shipTo.lines.map((line, index) => (
                  <span key={index} className="block break-words">
                    {line}
                  </span>
                ))}
              </address>
              {order.shippingOption && (
                <p className="mt-2 text-sm text-zinc-600">Shipping method: {order.shippingOption}</p>
              )}
              {order.shipTo.sender && <p className="text-sm text-zinc-600">Sender: {order.shipTo.sender}</p>}
            </DetailSection>
          )}
          <OrderPayment order={order} />
        </div>
        <OrderCards order={order} />
        <OrderMail order={order} />
        <div className="lg:col-span-2">
          <OrderAuditTrail order={order} />
        </div>
      </div>
      {canRefund && <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} />}
    </>
  );
}

/** Staff: everything about one order; owners refund it and clear its review flag. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <div data-testid="order-page">
      <Link
        to=".."
        relative="path"
        className="mb-3 inline-flex items-center gap-1 text-sm text-zinc-600 hover:text-zinc-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All orders
      </Link>
      <QueryState query={order} loadingLabel="Loading the order…">
        {(data) => <OrderView order={data} />}
      </QueryState>
    </div>
  );
}
