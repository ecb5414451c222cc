import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import type { ProductImage as Image } from '@giftfront/domain/product';
import { ProductImage } from '@/components/product-image';
import { useSwipe } from '../use-swipe';
import { IMAGE_SIZES, srcSetOf } from '@giftfront/domain/product-images';
import { useLingui } from '@lingui/react/macro';

const arrow =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md disabled:opacity-0';

/**
 * product §2 voucher gallery: a swipe carousel with arrows and dots on small screens; the chosen
 * image above thumbnails in 4 columns from md up.
 */
export function VoucherGallery({ images, name }: { images: Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const { t } = useLingui();
  const count = images.length;
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));
  const swipe = useSwipe((direction) => go(direction === 'next' ? index + 1 : index - 1));
  const current = images[index];

  if (count === 0) return <ProductImage src={null} alt={name} className="aspect-[8/5] w-full rounded-2xl" />;

  return (
    <div data-testid="voucher-gallery">
      {/* Small screens: carousel */}
      <section
        aria-roledescription="carousel"
        aria-label={`${name} images`}
        className="relative md:hidden"
        data-testid="gallery-carousel"
      >
        <div
          className="touch-pan-y overflow-hidden rounded-2xl bg-gray-100 select-none"
          {...swipe}
          data-testid="gallery-track"
        >
          <div
            className="flex transition-transform duration-300 ease-out"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {images.map((image, i) => (
              <div
                key={image.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${i + 1} of ${count}`}
                aria-hidden={i !== index}
                className="w-full shrink-0"
              >
                <ProductImage
                  src={image.src}
                  srcSet={srcSetOf(image.variants)}
                  sizes={IMAGE_SIZES.hero}
                  alt={image.alt || name}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  className="aspect-[8/5] w-full"
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={clsx(arrow, 'start-3')}
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={t`Previous image`}
              data-testid="gallery-previous"
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              className={clsx(arrow, 'end-3')}
              onClick={() => go(index + 1)}
              disabled={index === count - 1}
              aria-label={t`Next image`}
              data-testid="gallery-next"
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
            <div className="mt-3 flex justify-center gap-1">
              {images.map((image, i) => (
                <button
                  key={image.id}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t`Show image ${i + 1} of ${count}`}
                  aria-current={i === index}
                  data-testid="gallery-dot"
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    className={clsx(
                      'block h-2 rounded-full transition-all',
                      i === index ? 'w-5 bg-primary-ink' : 'w-2 bg-gray-300',
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </section>

      {/* md and up: chosen image and thumbnails */}
      <div className="hidden md:block">
        <ProductImage
          src={current?.src}
          srcSet={srcSetOf(current?.variants)}
          sizes={IMAGE_SIZES.hero}
          alt={current?.alt || name}
          loading="eager"
          className="aspect-[8/5] w-full rounded-2xl bg-gray-100"
          testId="gallery-main-image"
        />
        {count > 1 && (
          <div className="mt-4 grid grid-cols-4 gap-3" data-testid="gallery-thumbnails">
            {images.map((image, i) => (
              <button
                key={image.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t`Show image ${i + 1} of ${count}: ${image.alt || image.name}`}
                aria-current={i === index}
                data-testid="gallery-thumbnail"
                className={clsx(
                  'overflow-hidden rounded-xl ring-offset-2 transition',
                  i === index ? 'ring-2 ring-primary-ink' : 'opacity-80 ring-1 ring-gray-200 hover:opacity-100',
                )}
              >
                <ProductImage
                  src={image.src}
                  srcSet={srcSetOf(image.variants)}
                  sizes={IMAGE_SIZES.thumbnail}
                  alt=""
                  className="aspect-[8/5] w-full"
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
