import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import {
  DELIVERY_FILTER_LABELS,
  DELIVERY_FILTERS,
  type DeliveryFilter,
  type GiftDelivery,
} from '@giftfront/domain/admin/deliveries';
import { PageNotices } from '@/components/page-notices';
import { Button } from '@/components/button';
import { FilterTabs } from '@/components/filter-tabs';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { errorMessage } from '@/lib/api-client';
import { useDeliveryAction, useGiftDeliveries } from './api/delivery-queries';
import { CancelDeliveryDialog } from './components/cancel-delivery-dialog';
import { ChangeEmailDialog } from './components/change-email-dialog';
import { RescheduleDialog } from './components/reschedule-dialog';
import { formatInZone } from './format-in-zone';

const EMPTY: Record<DeliveryFilter, string> = {
  scheduled: 'No gift emails are waiting for their date.',
  failed: 'No gift email has failed.',
  bounced: 'No mail server has refused a gift email.',
};

const filterOf = (value: string | null): DeliveryFilter =>
  (DELIVERY_FILTERS as readonly string[]).includes(value ?? '') ? (value as DeliveryFilter) : 'scheduled';

/** Gift emails waiting for their date, failed or bounced, with what staff can do about each. */
export function DeliveriesPage() {
  const [params] = useSearchParams();
  const filter = filterOf(params.get('state'));
  const deliveries = useGiftDeliveries(filter);
  const sendNow = useDeliveryAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'reschedule' | 'email' | 'cancel'; delivery: GiftDelivery } | null>(
    null,
  );
  const open = (kind: 'reschedule' | 'email' | 'cancel', delivery: GiftDelivery) => {
    setNotice(null);
    setDialog({ kind, delivery });
  };
  const columns: Column<GiftDelivery>[] = [
    {
      header: 'Recipient',
      cell: (d) => (
        <span className="block min-w-0">
          <span className="block font-medium break-words text-zinc-900">{d.recipientName ?? d.recipientEmail}</span>
          {d.recipientName && <span className="block text-zinc-600 break-all">{d.recipientEmail}</span>}
        </span>
      ),
    },
    {
      header: 'Order',
      cell: (d) =>
        d.orderId ? (
          <Link to={`/orders/${d.orderId}`} className="font-medium text-accent-ink underline-offset-2 hover:underline">
            {d.orderReference}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      header: 'Card',
      cell: (d) => (
        <span className="font-mono text-[13px] whitespace-nowrap" aria-label={`Card ending ${d.cardLast4}`}>
          •••• {d.cardLast4}
        </span>
      ),
    },
    {
      header: filter === 'scheduled' ? 'Sends' : 'Was due',
      cell: (d) => <span data-testid="delivery-when">{formatInZone(d.scheduledAt, d.timeZone)}</span>,
    },
    ...(filter === 'scheduled'
      ? []
      : [
          {
            header: 'Mail server said',
            cell: (d: GiftDelivery) => <span className="break-words text-zinc-700">{d.lastError ?? '—'}</span>,
          },
        ]),
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (d) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={sendNow.isPending}
            aria-label={`Send now to ${d.recipientEmail}`}
            onClick={() => {
              setNotice(null);
              sendNow.mutate(
                { id: d.id, action: { kind: 'send-now' } },
                { onSuccess: () => setNotice(`The gift email to ${d.recipientEmail} is being sent now.`) },
              );
            }}
          >
            Send now
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Reschedule the email to ${d.recipientEmail}`}
            onClick={() => open('reschedule', d)}
          >
            Reschedule
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Change email for ${d.recipientEmail}`}
            onClick={() => open('email', d)}
          >
            Change email
          </Button>
          {d.state === 'scheduled' && (
            <Button
              size="sm"
              variant="secondary"
              className="text-red-700"
              aria-label={`Cancel the email to ${d.recipientEmail}`}
              onClick={() => open('cancel', d)}
            >
              Cancel
            </Button>
          )}
        </div>
      ),
    },
  ];
  const close = () => setDialog(null);
  return (
    <div data-testid="deliveries-page">
      <PageHeader
        title="Deliveries"
        description="Gift emails waiting for their date, and those that failed or bounced. Times are shown in the time zone the buyer chose."
      />
      <FilterTabs
        label="Delivery state"
        param="state"
        current={filter}
        options={DELIVERY_FILTERS.map((value) => ({ value, label: DELIVERY_FILTER_LABELS[value] }))}
      />
      <PageNotices notice={notice} refusal={sendNow.isError && errorMessage(sendNow.error)} />
      <QueryState query={deliveries} loadingLabel="Loading deliveries…">
        {({ deliveries: list }) =>
          list.length === 0 ? (
            <StateMessage
              icon={MailCheck}
              title={`Nothing ${DELIVERY_FILTER_LABELS[filter].toLowerCase()}`}
              message={EMPTY[filter]}
            />
          ) : (
            <ResponsiveTable
              caption={`${DELIVERY_FILTER_LABELS[filter]} gift emails`}
              columns={columns}
              rows={list}
              rowKey={(d) => d.id}
              testId="deliveries"
            />
          )
        }
      </QueryState>
      <RescheduleDialog
        delivery={dialog?.kind === 'reschedule' ? dialog.delivery : null}
        onClose={close}
        onDone={setNotice}
      />
      <ChangeEmailDialog
        delivery={dialog?.kind === 'email' ? dialog.delivery : null}
        onClose={close}
        onDone={setNotice}
      />
      <CancelDeliveryDialog
        delivery={dialog?.kind === 'cancel' ? dialog.delivery : null}
        onClose={close}
        onDone={setNotice}
      />
    </div>
  );
}
