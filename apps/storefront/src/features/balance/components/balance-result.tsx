import { minorUnits } from '@giftfront/domain/money';
import type { ReactNode } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { codeEnding, type GiftCardLookup, type GiftCardStatus, type VoucherFacts } from '@giftfront/domain/gift-card';
import { storePriceFormatter } from '@/lib/money-format';
import clsx from 'clsx';
import type { CardStanding } from '../card-standing';
import { formatDay as formatExpiryDate } from '@/lib/i18n/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Tone = 'success' | 'warning';

const TONES = {
  success: {
    box: 'border-green-200 bg-green-50',
    ink: 'text-green-900',
    label: 'text-green-800',
    rule: 'border-green-200',
    icon: 'text-green-700',
  },
  warning: {
    box: 'border-amber-300 bg-amber-50',
    ink: 'text-amber-950',
    label: 'text-amber-900',
    rule: 'border-amber-300',
    icon: 'text-amber-700',
  },
} as const;

function Detail({ label, children, testId, tone }: { label: string; children: ReactNode; testId: string; tone: Tone }) {
  return (
    <div className="min-w-0">
      <dt className={clsx('text-xs font-semibold tracking-wide uppercase', TONES[tone].label)}>{label}</dt>
      <dd data-testid={testId} className="mt-1 truncate text-sm font-medium text-gray-900">
        {children}
      </dd>
    </div>
  );
}

/** Decision 0015: a voucher shows what it is for, never a money balance. */
function VoucherFor({ voucher, tone }: { voucher: VoucherFacts; tone: Tone }) {
  return (
    <>
      <p className={clsx('mt-4 text-sm font-medium', TONES[tone].label)}>
        <Trans>Voucher for</Trans>
      </p>
      <p data-testid="balance-voucher-product" className="text-2xl font-bold tracking-tight break-words text-gray-900">
        {voucher.product}
      </p>
      {voucher.option && (
        <p data-testid="balance-voucher-option" className="mt-1 text-base font-semibold text-gray-700">
          {voucher.option}
        </p>
      )}
    </>
  );
}

/** A card's status as the badge names it. */
const CARD_STATUS_NAMES: Record<GiftCardStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Inactive: msg`Inactive`,
  Expired: msg`Expired`,
  Redeemed: msg`Redeemed`,
};

function voucherStatusText(voucher: VoucherFacts, i18n: I18n): string {
  const usedOn = formatExpiryDate(voucher.usedOn);
  switch (voucher.status) {
    case 'Valid':
      return i18n._(msg`Valid`);
    case 'Used':
      return usedOn ? i18n._(msg`Used on ${usedOn}`) : i18n._(msg`Used`);
    case 'Expired':
      return i18n._(msg`Expired`);
    case 'Voided':
      return i18n._(msg`Voided`);
  }
}

/**
 * product §2 Balance page: the result, with the balance in the card's currency, expiry, recipient and
 * any status but Active. Green only when the card can still be used; otherwise a warning that says why.
 */
export function BalanceResult({
  card,
  standing,
  actions,
}: {
  card: GiftCardLookup;
  standing: CardStanding;
  actions?: ReactNode;
}) {
  const expiry = formatExpiryDate(card.expiresOn);
  const ending = codeEnding(card.code);
  const { t, i18n } = useLingui();
  const tone: Tone = standing.usable ? 'success' : 'warning';
  const Icon = standing.usable ? CircleCheck : TriangleAlert;
  return (
    <section
      aria-labelledby="balance-result-heading"
      data-testid="balance-result"
      data-tone={tone}
      className={clsx('rounded-2xl border p-5 sm:p-6', TONES[tone].box)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="balance-result-heading"
          className={clsx('flex items-center gap-2 text-sm font-semibold', TONES[tone].ink)}
        >
          <Icon aria-hidden="true" className={clsx('size-5', TONES[tone].icon)} />
          {card.voucher ? <Trans>Voucher ending {ending}</Trans> : <Trans>Card ending {ending}</Trans>}
        </h2>
        {card.status !== 'Active' && (
          <span
            data-testid="balance-status"
            className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
          >
            {i18n._((CARD_STATUS_NAMES as Partial<Record<string, MessageDescriptor>>)[card.status] ?? msg`Not active`)}
          </span>
        )}
      </div>
      {standing.warning && (
        <p data-testid="balance-warning" className="mt-3 text-base font-semibold text-amber-950">
          {standing.warning}
        </p>
      )}
      {card.voucher ? (
        <VoucherFor voucher={card.voucher} tone={tone} />
      ) : (
        <>
          <p className={clsx('mt-4 text-sm font-medium', TONES[tone].label)}>
            <Trans>Balance</Trans>
          </p>
          <p data-testid="balance-amount" className="text-4xl font-bold tracking-tight text-gray-900 tabular-nums">
            {storePriceFormatter(card.isoCurrencyCode)(card.balance)}
          </p>
        </>
      )}
      <dl className={clsx('mt-5 grid grid-cols-1 gap-4 border-t pt-4 sm:grid-cols-2', TONES[tone].rule)}>
        {card.voucher && (
          <Detail label={t`Status`} testId="balance-voucher-status" tone={tone}>
            {voucherStatusText(card.voucher, i18n)}
          </Detail>
        )}
        {card.bonus && (
          <>
            <Detail label={t`Paid credit`} testId="balance-paid" tone={tone}>
              {storePriceFormatter(card.isoCurrencyCode)(minorUnits(card.balance - card.bonus.balance))}
            </Detail>
            <Detail label={t`Bonus credit`} testId="balance-bonus" tone={tone}>
              <BonusText bonus={card.bonus} currency={card.isoCurrencyCode} />
            </Detail>
          </>
        )}
        <Detail label={t`Expires`} testId="balance-expiry" tone={tone}>
          {expiry ?? <Trans>No expiry date</Trans>}
        </Detail>
        {card.recipientEmailAddress && (
          <Detail label={t`Recipient`} testId="balance-recipient" tone={tone}>
            {card.recipientEmailAddress}
          </Detail>
        )}
      </dl>
      {actions && <div className={clsx('mt-5 border-t pt-5', TONES[tone].rule)}>{actions}</div>}
    </section>
  );
}

/** A card's bonus credit (decision 0145): its amount, its own expiry, and that it is spent last. */
function BonusText({ bonus, currency }: { bonus: NonNullable<GiftCardLookup['bonus']>; currency: string }) {
  const amount = storePriceFormatter(currency)(bonus.balance);
  const until = formatExpiryDate(bonus.expiresOn);
  return (
    <>
      {until ? (
        <Trans>
          {amount}, expires {until}
        </Trans>
      ) : (
        amount
      )}
      <span className="block text-sm font-normal whitespace-normal text-gray-700">
        <Trans>Spent after the paid credit.</Trans>
      </span>
    </>
  );
}
