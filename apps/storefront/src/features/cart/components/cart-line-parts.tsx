import { Link } from '@/lib/router';
import type { CartItem } from '@giftfront/domain/cart';
import { productPath } from '@giftfront/domain/product-rules';
import { ProductImage } from '@/components/product-image';
import { withEmbed } from '@/lib/embed-mode';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

/** The line's picture: the chosen design, else the product's image. */
export function CartLineImage({ item, className }: { item: CartItem; className?: string }) {
  const alt = item.options.theme?.alt || item.product.imageAlt || item.product.name;
  return (
    <ProductImage
      src={item.imageUrl || item.product.imageSrc}
      alt={alt}
      testId="line-image"
      className={clsx('aspect-[8/5] shrink-0 rounded-lg bg-gray-100 ring-1 ring-gray-900/5', className)}
    />
  );
}

/** product §2: the name links to the product page by type. */
export function CartLineName({
  item,
  embedded,
  onNavigate,
  className,
}: {
  item: CartItem;
  embedded: boolean;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <Link
      to={withEmbed(productPath(item.product), embedded)}
      onClick={onNavigate}
      data-testid="line-name"
      className={clsx('font-semibold break-words text-gray-900 hover:text-primary-ink hover:underline', className)}
    >
      {item.product.name}
    </Link>
  );
}

/** Package option, denomination label and design, as small print under the name. */
export function CartLineOptions({ item }: { item: CartItem }) {
  const { packageOption, denomination } = item.options;
  const theme = chosenDesign(item);
  return (
    <ul className="mt-0.5 space-y-0.5 text-sm text-gray-600">
      {packageOption?.name && <li data-testid="line-package">{packageOption.name}</li>}
      <li data-testid="line-denomination">{denomination.label}</li>
      {theme?.name && (
        <li data-testid="line-design">
          <Trans>
            <span className="text-gray-500">Design:</span> {theme.name}
          </Trans>
        </li>
      )}
    </ul>
  );
}

/** Only gift cards offer a design choice; a voucher's picture is its gallery, not something the shopper picked. */
export function chosenDesign(item: CartItem) {
  return item.product.type === 'GiftCard' ? item.options.theme : null;
}
