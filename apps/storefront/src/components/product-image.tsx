import { useState } from 'react';
import { Gift } from 'lucide-react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';

/** A product or design image; a branded placeholder when there is none or it fails to load. */
export function ProductImage({
  src,
  alt,
  className,
  loading = 'lazy',
  testId,
  fit = 'cover',
  srcSet,
  sizes,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  testId?: string;
  /** 'contain' shows the whole artwork (never cropped) inside its frame. */
  fit?: 'cover' | 'contain';
  /** The image's resized copies (domain product-images.ts), with how wide it is shown. */
  srcSet?: string;
  sizes?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t } = useLingui();
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || t`No image`}
        data-testid={testId}
        className={clsx(
          'flex items-center justify-center bg-gradient-to-br from-primary-light to-primary text-primary-contrast',
          className,
        )}
      >
        <Gift aria-hidden="true" className="size-1/4 max-h-16 max-w-16 opacity-90" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      data-testid={testId}
      onError={() => setFailedSrc(src)}
      className={clsx(fit === 'contain' ? 'object-contain' : 'object-cover', className)}
    />
  );
}
