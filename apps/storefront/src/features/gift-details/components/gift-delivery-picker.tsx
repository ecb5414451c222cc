import { Mail, Truck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { GiftDelivery } from '@giftfront/domain/gift-details';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';

/** How a gift arrives, for a product the store can post (issue 26 item 12): by email, or posted to the recipient. */
export function GiftDeliveryPicker({
  delivery,
  onChange,
}: {
  delivery: GiftDelivery;
  onChange: (delivery: GiftDelivery) => void;
}) {
  const { t } = useLingui();
  const options = [
    { value: 'email' as const, title: t`By email`, detail: t`Sent to their inbox, now or when you choose`, icon: Mail },
    { value: 'post' as const, title: t`By post`, detail: t`A card posted to their address`, icon: Truck },
  ];
  return (
    <RadioCardGroup
      label={t`How does it arrive?`}
      value={delivery}
      onValueChange={(value) => onChange(value as GiftDelivery)}
      className="grid gap-3 sm:grid-cols-2"
      testId="gift-arrives"
    >
      {options.map(({ value, title, detail, icon: Icon }) => (
        <RadioCard
          key={value}
          value={value}
          testId={`gift-arrives-${value}`}
          className="flex items-start gap-3 px-4 py-3 text-start"
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
          <span className="min-w-0">
            <span className="block">{title}</span>
            <span className="mt-0.5 block text-sm font-normal text-gray-600">{detail}</span>
          </span>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}
