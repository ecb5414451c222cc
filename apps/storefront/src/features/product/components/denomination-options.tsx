import type { Product } from '@giftfront/domain/product';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import type { PriceFormatter } from '@/lib/money-format';
import type { PurchaseOptions } from '../use-purchase-options';
import { useLingui } from '@lingui/react/macro';

/** product §2 voucher detail: the denominations as radio options, shown when there is more than one. */
export function DenominationOptions({
  product,
  options,
  format,
}: {
  product: Product;
  options: PurchaseOptions;
  format: PriceFormatter;
}) {
  const { t } = useLingui();
  if (product.denominations.length <= 1) return null;
  return (
    <RadioCardGroup
      label={t`Choose an option`}
      value={options.choice}
      onValueChange={options.setChoice}
      className="grid gap-2.5"
      testId="denomination-options"
    >
      {product.denominations.map((denomination) => (
        <RadioCard
          showCheck={false}
          key={denomination.id}
          value={denomination.id}
          testId={`denomination-${denomination.id}`}
          className="group flex items-center gap-3 px-4 py-3.5 text-start"
        >
          <span
            aria-hidden="true"
            className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-gray-300 group-has-checked:border-primary-ink"
          >
            <span className="size-2.5 rounded-full bg-primary-ink opacity-0 group-has-checked:opacity-100" />
          </span>
          <span className="min-w-0 flex-1 font-medium">{denomination.label}</span>
          <span className="tabular-nums">{format(denomination.price)}</span>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}
