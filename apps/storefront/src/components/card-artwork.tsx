import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import { IMAGE_SIZES } from '@giftfront/domain/product-images';
import { ProductImage } from './product-image';

/**
 * A gift card's artwork in the 8:5 frame, never cropped, with the chosen amount and (once typed)
 * the recipient's name rendered over it: a live preview, not a new image. The labels sit on a
 * white plate so they read on any artwork.
 */
export function CardArtwork({
  src,
  alt,
  amountText,
  recipientName,
  loading = 'lazy',
  testId = 'card-artwork',
  imageTestId,
  className,
  srcSet,
}: {
  src: string | null | undefined;
  alt: string;
  amountText?: string | null;
  recipientName?: string | null;
  loading?: 'lazy' | 'eager';
  testId?: string;
  imageTestId?: string;
  className?: string;
  /** The artwork's resized copies; it is shown as the product page's hero. */
  srcSet?: string;
}) {
  const name = recipientName?.trim();
  return (
    <div
      data-testid={testId}
      className={clsx(
        'relative aspect-[8/5] w-full overflow-hidden rounded-2xl bg-gray-100 shadow-xl ring-1 ring-gray-900/5',
        className,
      )}
    >
      <ProductImage
        src={src}
        srcSet={srcSet}
        sizes={IMAGE_SIZES.hero}
        alt={alt}
        loading={loading}
        testId={imageTestId}
        className="size-full"
      />
      {(amountText || name) && (
        <div className="absolute inset-x-3 bottom-3 flex flex-wrap items-end justify-between gap-2 text-gray-900">
          {name ? (
            <span
              data-testid={`${testId}-recipient`}
              className="max-w-full truncate rounded-lg bg-white/90 px-2.5 py-1 text-sm font-medium shadow-sm"
            >
              <Trans>For {name}</Trans>
            </span>
          ) : (
            <span />
          )}
          {amountText && (
            <span
              data-testid={`${testId}-amount`}
              className="ms-auto rounded-lg bg-white/90 px-2.5 py-1 text-lg font-bold tabular-nums shadow-sm"
            >
              {amountText}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
