import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift, TriangleAlert } from 'lucide-react';
import { MANAGE_GIFT_LINK_DAYS, MANAGE_GIFT_MESSAGES, type ManagedGift } from '@giftfront/domain/manage-gift';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useFetch } from '@/lib/fetch/use-fetch';
import { shopperMessage } from '@/lib/i18n/shopper-messages';
import { ManagedGiftCard, type GiftChanges } from './components/managed-gift-card';
import { changeGift, fetchManagedGifts, type ManageLink } from './manage-gift-api';
import { giftMoment } from './gift-moment';
import { useManageLink } from './use-manage-link';

const message = (error: unknown, i18n: I18n) =>
  error instanceof Error ? shopperMessage(error.message, i18n) : i18n._(msg`Something went wrong. Try again.`);

/** What the page says once a change is saved (read out by the live region). */
function doneSentence(
  gift: ManagedGift,
  action: string,
  i18n: I18n,
  detail: Record<string, string | undefined> = {},
): string {
  const { title, last4 } = gift;
  const { recipientName = '', recipientEmail = '' } = detail;
  switch (action) {
    case 'recipient':
      return i18n._(
        msg`Saved: the ${title} ending ${last4} now goes to ${recipientName} (${recipientEmail}). We emailed you a confirmation.`,
      );
    case 'schedule':
      return i18n._(msg`Saved: the ${title} ending ${last4} is moved. We emailed you a confirmation.`);
    case 'send-now':
      return i18n._(msg`The ${title} ending ${last4} is on its way. We emailed you a confirmation.`);
    default:
      return i18n._(msg`The ${title} ending ${last4} is being sent again. We emailed you a confirmation.`);
  }
}

function GiftList({ link }: { link: ManageLink }) {
  const { t, i18n } = useLingui();
  const query = useFetch({
    key: JSON.stringify([link.orderId, link.token]),
    fetcher: ({ signal }) => fetchManagedGifts(link, signal),
    retry: false,
  });
  const [status, setStatus] = useState('');

  if (query.isPending) return <Spinner label={t`Loading your gifts...`} className="py-24" />;
  if (query.isError)
    return (
      <StateMessage
        icon={TriangleAlert}
        tone="error"
        title={t`We could not open your gifts`}
        message={message(query.error, i18n)}
        testId="manage-gift-error"
      />
    );
  const view = query.data;
  const { orderReference } = view;
  const linkEnds = giftMoment(view.linkExpiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')?.replace(
    / \(.*\)$/,
    '',
  );
  const changesOf = (gift: ManagedGift): GiftChanges => {
    const run = async (
      action: 'recipient' | 'schedule' | 'send-now' | 'resend',
      body?: Record<string, string | undefined>,
    ) => {
      setStatus('');
      await changeGift(link, gift.id, action, body);
      setStatus(doneSentence(gift, action, i18n, body));
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
        <Trans>
          Order <span className="font-semibold text-gray-900">{orderReference}</span>. This link works until {linkEnds}.
        </Trans>
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
          title={t`No gifts to manage`}
          message={t`This order has no gifts emailed to someone else. Cards you kept are in your receipt.`}
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
  const { t, i18n } = useLingui();
  const link = useManageLink();
  return (
    <div data-testid="manage-gift-page">
      <section className="border-b border-gray-100 bg-gradient-to-b from-gray-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold text-primary-ink">{company.name}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            <Trans>Manage your gifts</Trans>
          </h1>
          <p className="mt-3 text-base text-gray-600">
            <Trans>
              Fix a recipient's name or email, change when a gift arrives, send it now, or resend it after it is
              delivered. The link works for {MANAGE_GIFT_LINK_DAYS} days after your order.
            </Trans>
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
            title={t`We could not open your gifts`}
            message={shopperMessage(MANAGE_GIFT_MESSAGES.linkInvalid, i18n)}
            testId="manage-gift-error"
          />
        )}
      </div>
    </div>
  );
}
