import type { ListingFilters } from '../listing-filters';
import type { ListingFilterActions } from '../use-listing-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { CategoryFields, PriceFields, SortFields } from './filter-fields';
import { FilterDrawer } from './filter-drawer';
import { labelOf, type FilterOptions } from './filter-options';
import { FilterPopover } from './filter-popover';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** Result count, the filter dropdowns (desktop) or drawer (mobile), the sort menu and the chips. */
export function ListingToolbar({
  filters,
  actions,
  options,
  resultCount,
}: {
  filters: ListingFilters;
  actions: ListingFilterActions;
  options: FilterOptions;
  resultCount: number;
}) {
  const fields = { filters, actions, options, scope: 'menu', hideLegend: true };
  const { t } = useLingui();
  const priceCount = filters.prices.length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <FilterDrawer filters={filters} actions={actions} options={options} resultCount={resultCount} />
        <div className="hidden items-center gap-2 md:flex">
          {options.categories && (
            <FilterPopover
              testId="category-filter"
              label={filters.category ? labelOf(options.categories, filters.category) : t`Category`}
              active={filters.category !== ''}
            >
              <CategoryFields {...fields} />
            </FilterPopover>
          )}
          <FilterPopover
            testId="price-filter"
            label={priceCount ? t`Price (${priceCount})` : t`Price`}
            active={filters.prices.length > 0}
          >
            <PriceFields {...fields} />
          </FilterPopover>
        </div>
        <p className="text-sm text-gray-600" data-testid="result-count" aria-live="polite">
          <Plural value={resultCount} one="# product" other="# products" />
        </p>
        <div className="ms-auto hidden md:block">
          <FilterPopover
            testId="sort-menu"
            align="end"
            active={false}
            label={
              <span>
                <span className="font-normal text-gray-600">
                  <Trans>Sort by:</Trans>{' '}
                </span>
                {labelOf(options.sorts, filters.sort)}
              </span>
            }
          >
            <SortFields {...fields} />
          </FilterPopover>
        </div>
      </div>
      <ActiveFilterChips filters={filters} actions={actions} options={options} />
    </div>
  );
}
