import { useState } from 'react';
import { Gift, TriangleAlert } from 'lucide-react';
import { MANAGE_GIFT_LINK_DAYS, MANAGE_GIFT_MESSAGES, type ManagedGift } from '@giftfront/domain/manage-gift';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useQuery } from '@/lib/query';
import { ManagedGiftCard, type GiftChanges } from './components/managed-gift-card';
import { changeGift, fetchManagedGifts, type ManageLink } from './manage-gift-api';
import { giftMoment } from './gift-moment';
import { useManageLink } from './use-manage-link';

const message = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');

/** What the page says once a change is saved (read out by the live region). */
function doneSentence(gift: ManagedGift, action: string, detail: Record<string, string | undefined> = {}): string {
  switch (action) {
    case 'recipient':
      return `Saved: the ${gift.title} ending ${gift.last4} now goes to ${detail.recipientName} (${detail.recipientEmail}). We emailed you a confirmation.`;
    case 'schedule':
      return `Saved: the ${gift.title} ending ${gift.last4} is moved. We emailed you a confirmation.`;
    case 'send-now':
      return `The ${gift.title} ending ${gift.last4} is on its way. We emailed you a confirmation.`;
    default:
      return `The ${gift.title} ending ${gift.last4} is being sent again. We emailed you a confirmation.`;
  }
}

function GiftList({ link }: { link: ManageLink }) {
  const query = useQuery({
    queryKey: ['manage-gift', link.orderId, link.token],
    queryFn: ({ signal }) => fetchManagedGifts(link, signal),
    retry: false,
  });
  const [status, setStatus] = useState('');

  if (query.isPending) return <Spinner label="Loading your gifts..." className="py-24" />;
  if (query.isError)
    return (
      <StateMessage
        icon={TriangleAlert}
        tone="error"
        title="We could not open your gifts"
        message={message(query.error)}
        testId="manage-gift-error"
      />
    );
  const view = query.data;
  const changesOf = (gift: ManagedGift): GiftChanges => {
    const run = async (
      action: 'recipient' | 'schedule' | 'send-now' | 'resend',
      body?: Record<string, string | undefined>,
    ) => {
      setStatus('');
      await changeGift(link, gift.id, action, body);
      setStatus(doneSentence(gift, action, body));
      await query.refetch();
    };
    return {
      recipient: (values) => run('recipient', values),
      schedule: (values) => run('schedule', values),
      sendNow: () => run('send-now'),
      resend: (values) => run('resend', values.recipientEmail ? { recipientEmail: values.recipientEmail } : {}),
    };
  };
  return (
    <>
      <p className="text-sm text-gray-600">
        Order <span className="font-semibold text-gray-900">{view.orderReference}</span>. This link works until{' '}
        {giftMoment(view.linkExpiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')?.replace(
          / \(.*\)$/,
          '',
        )}
        .
      </p>
      <p
        role="status"
        aria-live="polite"
        data-testid="manage-gift-status"
        className="mt-4 text-sm font-medium text-green-800"
      >
        {status}
      </p>
      {view.gifts.length === 0 ? (
        <StateMessage
          icon={Gift}
          title="No gifts to manage"
          message="This order has no gifts emailed to someone else. Cards you kept are in your receipt."
          testId="manage-gift-empty"
        />
      ) : (
        <ul className="mt-4 space-y-4">
          {view.gifts.map((gift) => (
            <ManagedGiftCard key={gift.id} gift={gift} changes={changesOf(gift)} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /manage-gift?order=&token= (issue 30): the receipt's link. For each gift until it is delivered,
 * correct the recipient, move the delivery or send it now; afterwards, resend it. No code is shown.
 */
export function ManageGiftPage() {
  const { company } = useStoreSettings();
  const link = useManageLink();
  return (
    <div data-testid="manage-gift-page">
      <section className="border-b border-gray-100 bg-gradient-to-b from-gray-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold text-primary-ink">{company.name}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Manage your gifts</h1>
          <p className="mt-3 text-base text-gray-600">
            Fix a recipient's name or email, change when a gift arrives, send it now, or resend it after it is
            delivered. The link works for {MANAGE_GIFT_LINK_DAYS} days after your order.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {link ? (
          <GiftList link={link} />
        ) : (
          <StateMessage
            icon={TriangleAlert}
            tone="error"
            title="We could not open your gifts"
            message={MANAGE_GIFT_MESSAGES.linkInvalid}
            testId="manage-gift-error"
          />
        )}
      </div>
    </div>
  );
}
