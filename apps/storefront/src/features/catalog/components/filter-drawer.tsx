import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/button';
import { LazyDrawer, preloadDrawer } from '@/components/lazy-drawer';
import type { ListingFilters } from '../listing-filters';
import type { ListingFilterActions } from '../use-listing-filters';
import { CategoryFields, PriceFields, SortFields } from './filter-fields';
import type { FilterOptions } from './filter-options';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** product §2: the filters on small screens, in a sheet. Choices apply at once; the footer closes it. */
export function FilterDrawer({
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
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const activeCount = (filters.category ? 1 : 0) + filters.prices.length;
  const fields = { filters, actions, options, scope: 'drawer' };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        data-testid="open-filters"
        className="inline-flex h-10 items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        <Trans>Filter and sort</Trans>
        {activeCount > 0 && (
          <span
            className="flex size-5 items-center justify-center rounded-full bg-primary text-xs text-primary-contrast"
            aria-label={t`${activeCount} active`}
          >
            {activeCount}
          </span>
        )}
      </button>
      <LazyDrawer
        open={open}
        onOpenChange={setOpen}
        side="bottom"
        title={t`Filter and sort`}
        testId="filter-drawer"
        footer={
          <div className="flex gap-3">
            <Button variant="outline" className="flex-1" onClick={actions.clearAll} disabled={activeCount === 0}>
              <Trans>Clear all</Trans>
            </Button>
            <Button className="flex-1" onClick={() => setOpen(false)} data-testid="show-results">
              <Plural value={resultCount} one="Show # result" other="Show # results" />
            </Button>
          </div>
        }
      >
        <div className="divide-y divide-gray-100 [&>*]:py-4 [&>*:first-child]:pt-0">
          <CategoryFields {...fields} />
          <PriceFields {...fields} />
          <SortFields {...fields} />
        </div>
      </LazyDrawer>
    </>
  );
}
