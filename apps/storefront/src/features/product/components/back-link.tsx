import { Link } from '@/lib/router';
import { ArrowLeft } from 'lucide-react';
import { useEmbedMode } from '@/lib/embed-mode';
import { useProducts } from '@/entities/product/products-api';
import { Trans } from '@lingui/react/macro';

/** product §2: 'Back to gift cards', only when not embedded and the store has more than one product. */
export function BackToGiftCards() {
  const embedded = useEmbedMode();
  const { data: products } = useProducts('');
  if (embedded || !products || products.length <= 1) return null;
  return (
    <Link
      to="/"
      data-testid="back-link"
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-gray-600 hover:text-gray-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <Trans>Back to gift cards</Trans>
    </Link>
  );
}
