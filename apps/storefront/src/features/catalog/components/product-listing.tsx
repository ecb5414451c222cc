import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { PackageOpen, TriangleAlert } from 'lucide-react';
import type { Product } from '@giftfront/domain/product';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { useEmbedMode, withEmbed } from '@/lib/embed-mode';
import { useFormatPrice } from '@/entities/store/store-settings';
import { useProducts, type ProductTypeFilter } from '@/entities/product/products-api';
import { useStoreSettings } from '@/entities/store/store-settings';
import { applyListingFilters, hasActiveFilters } from '../listing-filters';
import { useListingFilters } from '../use-listing-filters';
import { filterOptions } from './filter-options';
import { ListingToolbar } from './listing-toolbar';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ListingProps {
  heading: string;
  intro: string;
  /** What GET /api/Store/Products is asked for. */
  type: ProductTypeFilter;
  withCategory: boolean;
  emptyText: string;
  errorText: string;
  /** product §2: where a single-product listing goes instead of showing itself (history replaced), or null. */
  redirectFor: (products: Product[], params: URLSearchParams) => string | null;
}

/** product §2 'Home and listings': loading, error, the filtered grid and the single-product redirect. */
export function ProductListing({
  heading,
  intro,
  type,
  withCategory,
  emptyText,
  errorText,
  redirectFor,
}: ListingProps) {
  const settings = useStoreSettings();
  const format = useFormatPrice();
  const embedded = useEmbedMode();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [filters, actions] = useListingFilters();
  const query = useProducts(type);
  const redirect = query.data ? redirectFor(query.data, params) : null;
  const { pathname } = useLocation();

  useEffect(() => {
    // The shopper may have left already (a header link), the next page still loading: the
    // address bar has moved on, and the listing must not take it back to its one product.
    if (redirect && window.location.pathname === pathname) navigate(withEmbed(redirect, embedded), { replace: true });
  }, [redirect, embedded, navigate, pathname]);

  const { i18n } = useLingui();
  const options = filterOptions(settings.currencyCode, withCategory, i18n);
  const shown = query.data
    ? applyListingFilters(
        query.data,
        { ...filters, category: withCategory ? filters.category : '' },
        settings.currencyCode,
      )
    : [];
  const mixed = new Set(query.data?.map((product) => product.type)).size > 1;

  return (
    <div data-testid="product-listing">
      <section className="border-b border-gray-100 bg-gradient-to-b from-gray-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold text-primary-ink">{settings.company.name}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{heading}</h1>
          <p className="mt-3 max-w-2xl text-base text-gray-600 sm:text-lg">{intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        {query.isPending || redirect ? (
          <>
            <Spinner className="mb-6 justify-start" />
            <ProductGridSkeleton />
          </>
        ) : query.isError ? (
          <StateMessage
            tone="error"
            icon={TriangleAlert}
            testId="listing-error"
            message={errorText}
            actions={
              <Button variant="outline" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : (
          <div className="space-y-6">
            <ListingToolbar filters={filters} actions={actions} options={options} resultCount={shown.length} />
            {shown.length === 0 ? (
              <StateMessage
                icon={PackageOpen}
                testId="listing-empty"
                message={emptyText}
                actions={
                  hasActiveFilters(filters) ? (
                    <Button variant="outline" onClick={actions.clearAll}>
                      <Trans>Clear all filters</Trans>
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <ProductGrid label={heading}>
                {shown.map((product, index) => (
                  <li key={product.id} className="flex">
                    <ProductCard
                      product={product}
                      format={format}
                      showType={mixed}
                      embedded={embedded}
                      priority={index < 3}
                    />
                  </li>
                ))}
              </ProductGrid>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
