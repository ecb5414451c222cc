import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MANAGE_GIFT_MAX_RESENDS, type ManagedGift } from '@giftfront/domain/manage-gift';
import { Button } from '@/components/button';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';
import { giftMoment } from '../gift-moment';
import { RecipientForm, ResendForm, ScheduleForm, type Submit } from './change-forms';

export interface GiftChanges {
  recipient: Submit<{ recipientName: string; recipientEmail: string }>;
  schedule: Submit<{ date: string; time: string; timeZone: string }>;
  sendNow: () => Promise<void>;
  resend: Submit<{ recipientEmail?: string }>;
}

type Open = 'recipient' | 'schedule' | 'resend' | null;

function stateLine(gift: ManagedGift, i18n: I18n): string {
  const when = giftMoment(gift.scheduledAt, gift.timeZone);
  switch (gift.state) {
    case 'scheduled':
      return when ? i18n._(msg`Will be emailed on ${when}.`) : i18n._(msg`Will be emailed shortly.`);
    case 'sending':
      return i18n._(msg`Being sent right now.`);
    case 'delivered': {
      const at = giftMoment(gift.deliveredAt, gift.timeZone);
      return at ? i18n._(msg`Delivered on ${at}.`) : i18n._(msg`Delivered.`);
    }
    case 'failed':
      return i18n._(msg`We could not send it yet. Check the address, then send it now.`);
    case 'bounced':
      return i18n._(msg`The recipient's mail server refused it. Check the address, then send it now.`);
    case 'cancelled':
      return i18n._(msg`The store cancelled this gift’s email. Contact the store to send it.`);
  }
}

/** One gift: who it is for, when it goes, and what the buyer may change at this stage. */
export function ManagedGiftCard({ gift, changes }: { gift: ManagedGift; changes: GiftChanges }) {
  const { t, i18n } = useLingui();
  const say = useShopperMessage();
  const [open, setOpen] = useState<Open>(null);
  const { last4, resendsLeft } = gift;
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const undelivered = gift.state === 'scheduled' || gift.state === 'failed' || gift.state === 'bounced';
  const close = () => setOpen(null);
  const done =
    <T,>(submit: Submit<T>) =>
    async (values: T) => {
      await submit(values);
      close();
    };
  const headingId = `gift-${gift.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="managed-gift"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {gift.title} · {gift.amount}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        <Trans>
          Card ending <span className="font-mono">{last4}</span>
        </Trans>
      </p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-gray-700">
          <Trans>To</Trans>
        </dt>
        <dd className="break-words text-gray-900" data-testid="gift-recipient">
          {gift.recipientName}
          {gift.recipientEmail && <span className="text-gray-600"> ({gift.recipientEmail})</span>}
        </dd>
        <dt className="font-medium text-gray-700">
          <Trans>Delivery</Trans>
        </dt>
        <dd className="text-gray-900" data-testid="gift-state">
          {stateLine(gift, i18n)}
        </dd>
      </dl>
      {open === null && (
        <div className="mt-4 flex flex-wrap gap-2">
          {undelivered && (
            <>
              <Button variant="outline" onClick={() => setOpen('recipient')}>
                <Trans>Change recipient</Trans>
              </Button>
              <Button variant="outline" onClick={() => setOpen('schedule')}>
                <Trans>Change date and time</Trans>
              </Button>
              <Button
                disabled={sending}
                aria-busy={sending || undefined}
                onClick={() => {
                  setSending(true);
                  setRefusal(null);
                  changes
                    .sendNow()
                    .catch((error: unknown) => setRefusal(error instanceof Error ? error.message : String(error)))
                    .finally(() => setSending(false));
                }}
              >
                {sending ? t`Sending...` : t`Send now`}
              </Button>
            </>
          )}
          {gift.state === 'delivered' &&
            (gift.resendsLeft > 0 ? (
              <Button variant="outline" onClick={() => setOpen('resend')}>
                <Trans>Resend</Trans>
              </Button>
            ) : (
              <p className="text-sm text-gray-600">
                <Trans>
                  It has been resent {MANAGE_GIFT_MAX_RESENDS} times. Contact the store if it still has not arrived.
                </Trans>
              </p>
            ))}
        </div>
      )}
      {gift.state === 'delivered' && gift.resendsLeft > 0 && open === null && (
        <p className="mt-2 text-xs text-gray-600">
          <Trans>
            {resendsLeft} of {MANAGE_GIFT_MAX_RESENDS} resends left.
          </Trans>
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {say(refusal)}
        </p>
      )}
      {open === 'recipient' && <RecipientForm gift={gift} onSubmit={done(changes.recipient)} onCancel={close} />}
      {open === 'schedule' && (
        <ScheduleForm
          gift={gift}
          defaultTimeZone={Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'}
          onSubmit={done(changes.schedule)}
          onCancel={close}
        />
      )}
      {open === 'resend' && <ResendForm gift={gift} onSubmit={done(changes.resend)} onCancel={close} />}
    </li>
  );
}
