import { useState } from 'react';
import { Package, Plus } from 'lucide-react';
import type { ProductRow } from './api/product-queries';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/session';
import { useDuplicateProduct, useProducts } from './api/product-queries';
import { useCatalogueSettings } from './api/store-catalogue-settings';
import { ArchiveDialog } from './components/archive-dialog';
import { ProductsTable } from './components/products-table';
import { useReorder } from './use-reorder-products';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The catalogue: owners create, reorder (the storefront's 'popular' order), duplicate and archive; staff look. */
export function ProductsPage() {
  const canEdit = useCan('owner');
  const settings = useCatalogueSettings();
  const products = useProducts(settings.data?.currency ?? null);
  const duplicate = useDuplicateProduct();
  const [archiving, setArchiving] = useState<ProductRow | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const fail = (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error) });
  const list = products.data?.products ?? [];
  const reorder = useReorder(list, fail);

  const actions = {
    canEdit,
    busy: duplicate.isPending,
    move: reorder.move,
    moveTo: reorder.moveTo,
    duplicate: (product: ProductRow) =>
      duplicate.mutate(
        { id: product.id },
        {
          onSuccess: (copy) => setNotice({ tone: 'success', text: `${copy.name} was added at the end of the list.` }),
          onError: fail,
        },
      ),
    archive: (product: ProductRow) => {
      setNotice(null);
      setArchiving(product);
    },
  };

  return (
    <div data-testid="products-page">
      <PageHeader
        title="Products"
        description={
          canEdit
            ? 'What the storefront sells, in the order shoppers see it.'
            : 'What the storefront sells. Only owners can change products.'
        }
        actions={
          canEdit && (
            <ButtonLink to="/products/new">
              <Plus aria-hidden="true" className="size-4" /> New product
            </ButtonLink>
          )
        }
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4" testId="products-notice">
          {notice.text}
        </Alert>
      )}
      <p aria-live="polite" className="sr-only" data-testid="reorder-announcement">
        {reorder.announcement}
      </p>
      <QueryState query={products} loadingLabel="Loading products…">
        {({ products: rows }) =>
          rows.length === 0 ? (
            <StateMessage
              icon={Package}
              title="No products yet"
              message={
                canEdit
                  ? 'Create a gift card or a voucher to sell it on the storefront.'
                  : 'The owner has not added any products yet.'
              }
              actions={canEdit && <ButtonLink to="/products/new">New product</ButtonLink>}
            />
          ) : (
            <ProductsTable products={rows} currency={settings.data?.currency ?? null} actions={actions} />
          )
        }
      </QueryState>
      <ArchiveDialog
        product={archiving}
        onClose={() => setArchiving(null)}
        onDone={(text) => setNotice({ tone: 'success', text })}
      />
    </div>
  );
}
