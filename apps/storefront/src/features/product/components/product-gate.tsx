import type { ReactNode } from 'react';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { Product, ProductType } from '@giftfront/domain/product';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { isApiError } from '@/lib/api-client';
import { useProductBySlug } from '../api/get-product';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ProductGateTexts {
  notFound: string;
  failed: string;
}

function Message({ text, tone = 'neutral', testId }: { text: string; tone?: 'neutral' | 'error'; testId: string }) {
  const { t } = useLingui();
  return (
    <StateMessage
      icon={tone === 'error' ? TriangleAlert : SearchX}
      tone={tone}
      testId={testId}
      headingLevel={1}
      title={tone === 'error' ? t`Something went wrong` : text}
      message={tone === 'error' ? text : t`It may have been removed, or the link may be mistyped.`}
      actions={
        <ButtonLink to="/" variant="outline">
          <Trans>Browse all gifts</Trans>
        </ButtonLink>
      }
      className="py-24"
    />
  );
}

/** product §4: a detail page is loading, failed, not found, of the wrong type, or the product. */
export function ProductGate({
  slug,
  type,
  texts,
  children,
}: {
  slug: string | undefined;
  type: ProductType;
  texts: ProductGateTexts;
  children: (product: Product) => ReactNode;
}) {
  const query = useProductBySlug(slug);
  if (!slug) return <Message text="No slug provided" testId="product-no-slug" />;
  if (query.isPending) return <Spinner className="py-32" />;
  if (query.isError) {
    // A malformed slug (400) is as missing as an unknown one (404).
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <Message text={texts.notFound} testId="product-not-found" />
    ) : (
      <Message text={texts.failed} tone="error" testId="product-error" />
    );
  }
  if (query.data.type !== type) return <Message text="Invalid product type" testId="product-invalid-type" />;
  return <>{children(query.data)}</>;
}
