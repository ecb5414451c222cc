import { CalendarClock, Mail, Store } from 'lucide-react';
import { productValidity } from '@giftfront/domain/gift-card-expiry';
import type { Product } from '@giftfront/domain/product';
import { useStoreSettings } from '@/entities/store/store-settings';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * docs/store-file.md: pageText.product.delivery's default; redeem only when set. Expiry is always
 * the product's validity (the figure that dates each card issued), never free text that could contradict it.
 */
export const DEFAULT_DELIVERY_TEXT = msg`Sent by email straight away, or on the day and time you choose.`;

export const NO_EXPIRY_TEXT = msg`Does not expire.`;

/** How and when the gift is delivered, its expiry policy and how to redeem it, beside the buttons. */
export function GiftFacts({ product }: { product: Pick<Product, 'validityMonths'> }) {
  const settings = useStoreSettings();
  const texts = settings.pageText.product;
  const { t, i18n } = useLingui();
  const months = productValidity(product, settings.giftCardExpiry)?.months;
  const years = months && months % 12 === 0 ? months / 12 : null;
  const facts = [
    { key: 'delivery', Icon: Mail, label: t`Delivery`, text: texts?.delivery?.trim() || i18n._(DEFAULT_DELIVERY_TEXT) },
    {
      key: 'expiry',
      Icon: CalendarClock,
      label: t`Expiry`,
      text: !months
        ? i18n._(NO_EXPIRY_TEXT)
        : years
          ? t`${plural(years, { one: 'Valid for # year from the day of purchase.', other: 'Valid for # years from the day of purchase.' })}`
          : t`${plural(months, { one: 'Valid for # month from the day of purchase.', other: 'Valid for # months from the day of purchase.' })}`,
    },
    { key: 'redeem', Icon: Store, label: t`Redeem`, text: texts?.redeem?.trim() },
  ].filter((fact) => fact.text);
  return (
    <ul
      aria-label={t`About this gift`}
      data-testid="gift-facts"
      className="space-y-2.5 rounded-xl bg-gray-50 p-4 text-sm"
    >
      {facts.map(({ key, Icon, label, text }) => (
        <li key={key} className="flex gap-3" data-testid={`gift-fact-${key}`}>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <p className="text-gray-700">
            <Trans>
              <span className="font-semibold text-gray-900">{label}:</span> {text}
            </Trans>
          </p>
        </li>
      ))}
    </ul>
  );
}
