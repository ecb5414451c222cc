import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CreditCard, Tag, X } from 'lucide-react';
import type { DiscountCode } from '@giftfront/domain/discount';
import { isPercentType } from '@giftfront/domain/money';
import { maskGiftCardCode } from '@giftfront/domain/gift-card-code';
import type { Promos } from '../promo/use-promos';

const discountText = (discount: DiscountCode, formatPrice: (minor: number) => string, i18n: I18n) => {
  const amount = isPercentType(discount.discountType) ? `${discount.amount}%` : formatPrice(discount.amount);
  return i18n._(msg`${amount} off`);
};

function Chip({
  icon: Icon,
  label,
  detail,
  removeLabel,
  onRemove,
  testId,
}: {
  icon: typeof Tag;
  label: string;
  detail: string;
  removeLabel: string;
  onRemove(): void;
  testId: string;
}) {
  return (
    <li className="flex items-center gap-2 rounded-lg bg-gray-100 py-1.5 pe-1.5 ps-2.5 text-sm" data-testid={testId}>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      <span className="min-w-0 flex-1 break-words">
        <span className="font-semibold text-gray-900">{label}</span> <span className="text-gray-600">{detail}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="rounded-md p-1 text-gray-500 hover:bg-gray-200 hover:text-gray-900"
        data-testid={`${testId}-remove`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The applied discount codes and gift cards, each with a remove button; gift cards by their last four (product §9). */
export function AppliedPromos({ promos, formatPrice }: { promos: Promos; formatPrice(minor: number): string }) {
  const { t, i18n } = useLingui();
  if (promos.discounts.length === 0 && promos.giftCards.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={t`Applied codes and gift cards`}>
      {promos.discounts.map((discount) => (
        <Chip
          key={discount.code}
          icon={Tag}
          label={discount.code}
          detail={discountText(discount, formatPrice, i18n)}
          removeLabel={t`Remove ${discount.code}`}
          onRemove={() => promos.removeDiscount(discount.code)}
          testId="applied-discount"
        />
      ))}
      {promos.giftCards.map((card) => {
        const masked = maskGiftCardCode(card.code);
        return (
          <Chip
            key={card.id}
            icon={CreditCard}
            label={t`Gift card ${masked}`}
            detail={t`${formatPrice(card.balance)} balance`}
            removeLabel={t`Remove gift card ${masked}`}
            onRemove={() => promos.removeGiftCard(card.id)}
            testId="applied-gift-card"
          />
        );
      })}
    </ul>
  );
}
