import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AdminProduct, ProductFields } from '@giftfront/domain/admin/products';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { useCan } from '@/lib/session';
import { useCreateProduct, useProduct, useUpdateProduct } from './api/product-queries';
import { useCatalogueSettings, type CatalogueSettings } from './api/store-catalogue-settings';
import { DesignsSection } from './form/designs-section';
import { ProductForm } from './form/product-form';
import { emptyProductForm, productFormValues } from './form/product-form-values';
import { draftProduct } from './preview/draft-product';
import { ProductPreview } from './preview/product-preview';

function Editor({ product, settings }: { product: AdminProduct | null; settings: CatalogueSettings }) {
  const navigate = useNavigate();
  const readOnly = !useCan('owner');
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? '');
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState<string | null>(
    justCreated ? 'Created: it is on the storefront now. Add its images under Designs.' : null,
  );

  const save = async (body: ProductFields) => {
    setSaved(null);
    if (!product) {
      const created = await create.mutateAsync(body);
      await navigate(`/products/${created.id}`, { state: { created: true } });
      return;
    }
    await update.mutateAsync(body);
    setSaved('Saved. The storefront shows it now.');
  };

  return (
    <ProductForm
      key={product?.id ?? 'new'}
      initial={product ? productFormValues(product) : emptyProductForm()}
      isNew={!product}
      readOnly={readOnly}
      settings={settings}
      onSave={save}
      renderAside={(values) => <ProductPreview draft={draftProduct(values, product)} />}
      designs={product?.images}
    >
      {saved && (
        <Alert tone="success" testId="product-saved">
          {saved}
        </Alert>
      )}
      <DesignsSection product={product} readOnly={readOnly} />
    </ProductForm>
  );
}

const BackToProducts = () => (
  <ButtonLink to="/products" variant="ghost" size="sm" className="-ml-2.5 mb-2">
    <ArrowLeft aria-hidden="true" className="size-4" /> Products
  </ButtonLink>
);

/** /products/new and /products/:id: the product form beside its live preview. */
export function ProductEditorPage() {
  const { id } = useParams();
  const isNew = id === 'new';
  const readOnly = !useCan('owner');
  const settings = useCatalogueSettings();
  const product = useProduct(isNew ? undefined : id);
  const title = isNew ? 'New product' : (product.data?.name ?? 'Product');

  return (
    <div data-testid="product-editor-page">
      <BackToProducts />
      <PageHeader
        title={title}
        description={
          readOnly
            ? 'Only owners can change products.'
            : product.data?.status === 'Archived'
              ? 'Archived: shoppers do not see it.'
              : undefined
        }
      />
      <QueryState query={settings} loadingLabel="Loading the store…">
        {(catalogue) =>
          isNew ? (
            <Editor product={null} settings={catalogue} />
          ) : product.isPending ? (
            <Spinner label="Loading the product…" />
          ) : (
            <QueryState query={product}>{(loaded) => <Editor product={loaded} settings={catalogue} />}</QueryState>
          )
        }
      </QueryState>
    </div>
  );
}
