import type { ProductImage } from '@giftfront/domain/product';
import { IMAGE_SIZES, srcSetOf } from '@giftfront/domain/product-images';
import { ProductImage as Image } from '@/components/product-image';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';

/** product §2: a design picker when the gift card has more than one image. */
export function DesignPicker({
  images,
  value,
  onChange,
}: {
  images: ProductImage[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  if (images.length <= 1) return null;
  const chosen = images.find((image) => image.id === value);
  return (
    <div>
      <RadioCardGroup
        label={t`Choose a design`}
        value={value ?? ''}
        onValueChange={onChange}
        className="grid grid-cols-3 gap-2.5 sm:grid-cols-4"
        testId="design-picker"
      >
        {images.map((image) => (
          <RadioCard
            key={image.id}
            value={image.id}
            ariaLabel={image.name}
            testId={`design-${image.id}`}
            className="overflow-hidden p-1"
          >
            <Image
              src={image.src}
              srcSet={srcSetOf(image.variants)}
              sizes={IMAGE_SIZES.thumbnail}
              alt=""
              className="aspect-[8/5] w-full rounded-lg"
            />
          </RadioCard>
        ))}
      </RadioCardGroup>
      {chosen && (
        <p className="mt-2 text-sm text-gray-600" data-testid="design-name">
          <Trans>
            Design: <span className="font-medium text-gray-900">{chosen.name}</span>
          </Trans>
        </p>
      )}
    </div>
  );
}
