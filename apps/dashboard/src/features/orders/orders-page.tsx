import { Link, useSearchParams } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import {
  ORDER_STATUS_FILTER_NAMES,
  type OrderListItemInside,
  type OrderStatusFilter,
} from '@giftfront/domain/admin/orders';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { formatDateTimeIn } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { toSearchParams, useOrderPage, type OrderSearch } from './api/order-queries';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { useCan } from '@/lib/session';
import { FulfilmentBadge, OrderFlags, PaymentBadge, TopupBadge } from './components/order-status-badges';
import { OrderFilters } from './components/order-filters';

const isStatus = (value: string): value is OrderStatusFilter => (ORDER_STATUS_FILTER_NAMES as string[]).includes(value);

function searchOf(params: URLSearchParams): OrderSearch {
  const status = params.get('status') ?? '';
  return {
    query: params.get('query') ?? '',
    status: isStatus(status) ? status : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

const columns = (timeZone: string): Column<OrderListItemInside>[] => [
  {
    header: 'Order',
    cell: (order) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={order.id} className="font-medium text-accent-ink underline-offset-2 hover:underline">
          {order.reference}
        </Link>
        {order.kind === 'topup' && <TopupBadge last4={order.topupCardLast4} />}
        <OrderFlags review={order.review} disputed={order.disputed} />
      </span>
    ),
  },
  { header: 'Placed', cell: (order) => formatDateTimeIn(order.placedAt, timeZone) },
  {
    header: 'Buyer',
    cell: (order) => (
      <span className="block max-w-[16rem] truncate" title={order.buyer.email}>
        {order.buyer.name || order.buyer.email}
      </span>
    ),
  },
  // A top-up adds to a card: one item, the card named beside its number.
  { header: 'Items', cell: (order) => (order.kind === 'topup' ? 1 : order.items), align: 'end' },
  { header: 'Total', cell: (order) => formatAmount(order.total, order.currency), align: 'end' },
  { header: 'Payment', cell: (order) => <PaymentBadge status={order.paymentStatus} /> },
  { header: 'Fulfilment', cell: (order) => <FulfilmentBadge status={order.fulfilmentStatus} /> },
];

/** Staff: the store's orders, newest first, searched and filtered from the address (the home page links here with ?status=). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const orders = useOrderPage(search);
  const go = (next: OrderSearch) => setParams(toSearchParams(next));
  const filtered = Boolean(search.query || search.status || search.from || search.to);
  const isOwner = useCan('owner');
  const exportSearch = toSearchParams({ ...search, page: 1 }).toString();
  return (
    <div data-testid="orders-page">
      <PageHeader
        title="Orders"
        description="Every order placed in your store, newest first. Search by order number, buyer or recipient email, or a card's last 4."
        actions={
          isOwner && (
            <CsvDownloadButton
              url={`/api/admin/orders.csv${exportSearch ? `?${exportSearch}` : ''}`}
              fallbackName="orders.csv"
              label={filtered ? 'Export these orders (CSV)' : 'Export CSV'}
              rows={orders.data && { count: orders.data.total, what: 'orders', narrow: 'a search, a status or dates' }}
            />
          )
        }
      />
      <OrderFilters key={search.query} search={search} onChange={go} />
      <QueryState query={orders} loadingLabel="Loading orders…">
        {(data) =>
          data.orders.length === 0 ? (
            <StateMessage icon={ShoppingBag} title={filtered ? 'No orders match these filters' : 'No orders yet'} />
          ) : (
            <>
              <ResponsiveTable
                caption="Orders"
                columns={columns(data.timeZone)}
                rows={data.orders}
                rowKey={(order) => order.id}
                testId="orders"
              />
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => go({ ...search, page })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
