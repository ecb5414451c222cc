import { CalendarClock, Mail, Store } from 'lucide-react';
import { giftCardExpirySentence, productValidity } from '@giftfront/domain/gift-card-expiry';
import type { Product } from '@giftfront/domain/product';
import { useStoreSettings } from '@/entities/store/store-settings';

/**
 * docs/store-file.md: pageText.product.delivery's default; redeem only when set. Expiry is always
 * the product's validity (the figure that dates each card issued), never free text that could contradict it.
 */
export const DEFAULT_DELIVERY_TEXT = 'Sent by email straight away, or on the day and time you choose.';

export const NO_EXPIRY_TEXT = 'Does not expire.';

/** How and when the gift is delivered, its expiry policy and how to redeem it, beside the buttons. */
export function GiftFacts({ product }: { product: Pick<Product, 'validityMonths'> }) {
  const settings = useStoreSettings();
  const texts = settings.pageText.product;
  const facts = [
    { key: 'delivery', Icon: Mail, label: 'Delivery', text: texts?.delivery?.trim() || DEFAULT_DELIVERY_TEXT },
    {
      key: 'expiry',
      Icon: CalendarClock,
      label: 'Expiry',
      text: giftCardExpirySentence(productValidity(product, settings.giftCardExpiry)) ?? NO_EXPIRY_TEXT,
    },
    { key: 'redeem', Icon: Store, label: 'Redeem', text: texts?.redeem?.trim() },
  ].filter((fact) => fact.text);
  return (
    <ul aria-label="About this gift" data-testid="gift-facts" className="space-y-2.5 rounded-xl bg-gray-50 p-4 text-sm">
      {facts.map(({ key, Icon, label, text }) => (
        <li key={key} className="flex gap-3" data-testid={`gift-fact-${key}`}>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <p className="text-gray-700">
            <span className="font-semibold text-gray-900">{label}:</span> {text}
          </p>
        </li>
      ))}
    </ul>
  );
}
